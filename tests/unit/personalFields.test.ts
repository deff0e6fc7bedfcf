import { describe, expect, it } from 'vitest';
import {
  personalFieldError,
  personalFieldProps,
  validatePersonalFields,
} from '../../src/machines/shared/personalFields';

const PHONE_INVALID = 'Ange ett giltigt telefonnummer, till exempel 070-123 45 67';
const ADDRESS_INCOMPLETE = 'Ange en fullständig adress med gatuadress, postnummer och ort';

describe('personal fields: one rule per field, wherever it is asked for', () => {
  it.each([
    ['070-123 45 67', null],
    ['+46 70 123 45 67', null],
    ['08-123 456', null],
    ['123456', PHONE_INVALID], // 6 digits
    ['0701234567890123', PHONE_INVALID], // 16 digits
    ['ring mig', PHONE_INVALID],
  ])('a phone number %j', (value, message) => {
    expect(personalFieldError('telefon', value)).toBe(message);
    expect(personalFieldError('telefon', value, { optional: true })).toBe(message);
  });

  it.each([
    ['Storgatan 1, 411 38 Göteborg', null],
    ['Box 12, 11122 Stockholm', null],
    ['Storgatan 1', ADDRESS_INCOMPLETE],
    ['411 38', ADDRESS_INCOMPLETE],
    // decisions.md: text before and after the postcode.
    ['411 38 Göteborg', ADDRESS_INCOMPLETE],
    ['Storgatan 1, 411 38', ADDRESS_INCOMPLETE],
    ['Göteborg 411 38', ADDRESS_INCOMPLETE],
    ['Storgatan 12345, 411 38 Göteborg', null],
    ['Storgatan 1 41138 Göteborg', null],
    [`Storgatan 1, 411 38 ${'Göteborg'.repeat(30)}`, 'Adressen får vara högst 200 tecken.'],
  ])('an address %j', (value, message) => {
    expect(personalFieldError('adress', value)).toBe(message);
  });

  it('an empty field is refused where the form needs it, accepted where it may be empty', () => {
    expect(personalFieldError('telefon', '  ')).toBe('Vänligen fyll i ditt telefonnummer');
    expect(personalFieldError('telefon', '  ', { optional: true })).toBeNull();
    expect(
      validatePersonalFields(
        { telefon: '', username: 'x'.repeat(31) },
        { optional: ['telefon', 'username'] },
      ),
    ).toEqual({ username: 'Användarnamnet får vara högst 30 tecken.' });
  });

  it('the forms show one label, autocomplete token and hint per field', () => {
    expect(personalFieldProps('telefon')).toMatchObject({
      name: 'telefon',
      label: 'Telefonnummer',
      autoComplete: 'tel',
      type: 'tel',
    });
    expect(personalFieldProps('adress')).toMatchObject({
      label: 'Adress',
      autoComplete: 'address-line1',
      maxLength: 200,
    });
  });
});
