/**
 * The personal fields of the account, each defined once: its label, the browser's autocomplete
 * token, the hint under it and its rule. /register, the account's details and address dialogs
 * and the profile use these definitions, in their machines (the rule) and in their forms (label,
 * autocomplete, hint).
 *
 * Whether a field may be left empty belongs to the form, not the field: /register needs all five
 * of its fields, the profile's phone number may be empty (an account made with Google has none).
 * A value that is given always follows the same rule.
 */
import { EMAIL_REQUIRED_MESSAGE, emailError } from './email';

export type PersonalField = 'email' | 'telefon' | 'fornamn' | 'efternamn' | 'adress' | 'username';

export interface PersonalFieldDefinition {
  label: string;
  /** The HTML autocomplete token. */
  autoComplete: string;
  /** The input type (text when absent). */
  type?: 'email' | 'tel';
  hint?: string;
  maxLength?: number;
  /** The Swedish message for an empty value where the form needs one. */
  required: string;
  /** The Swedish message for a given value that breaks the rule, or null when it is fine. */
  problem: (value: string) => string | null;
}

export const ADDRESS_MAX_LENGTH = 200;
export const USERNAME_MAX_LENGTH = 30;

export const PERSONAL_FIELD_MESSAGES = {
  telefonInvalid: 'Ange ett giltigt telefonnummer, till exempel 070-123 45 67',
  adressInvalid: 'Ange en fullständig adress med gatuadress, postnummer och ort',
  adressTooLong: `Adressen får vara högst ${ADDRESS_MAX_LENGTH} tecken.`,
  usernameTooLong: `Användarnamnet får vara högst ${USERNAME_MAX_LENGTH} tecken.`,
} as const;

/** Digits with an optional leading +, spaces, dashes and parentheses. */
const PHONE_CHARS = /^\+?[\d\s\-()]+$/;
/** A Swedish postal code: five digits, usually written "411 38". */
const POSTAL_CODES = /\b\d{3}\s?\d{2}\b/gu;
/** Text that names something: two letters in a row (a street, a box, a place). */
const WORDS = /\p{L}{2,}/u;

/** A phone number has 7 to 15 digits (15 is the longest international number). */
function phoneProblem(value: string): string | null {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_CHARS.test(value) && digits >= 7 && digits <= 15
    ? null
    : PERSONAL_FIELD_MESSAGES.telefonInvalid;
}

/**
 * An address has a street, a postal code and a place, in that order (decisions.md: text before
 * and after the postcode): "Storgatan 1, 411 38 Göteborg". "411 38 Göteborg" has no street and
 * "Storgatan 1, 411 38" no place. A street number that looks like a postcode is no problem: some
 * five digits in the line must have words on both sides.
 */
function addressProblem(value: string): string | null {
  if (value.length > ADDRESS_MAX_LENGTH) return PERSONAL_FIELD_MESSAGES.adressTooLong;
  for (const code of value.matchAll(POSTAL_CODES)) {
    const before = value.slice(0, code.index);
    const after = value.slice(code.index + code[0].length);
    if (WORDS.test(before) && WORDS.test(after)) return null;
  }
  return PERSONAL_FIELD_MESSAGES.adressInvalid;
}

export const PERSONAL_FIELDS: Record<PersonalField, PersonalFieldDefinition> = {
  email: {
    label: 'E-postadress',
    autoComplete: 'email',
    type: 'email',
    required: EMAIL_REQUIRED_MESSAGE,
    problem: (value) => emailError(value),
  },
  telefon: {
    label: 'Telefonnummer',
    autoComplete: 'tel',
    type: 'tel',
    required: 'Vänligen fyll i ditt telefonnummer',
    problem: phoneProblem,
  },
  fornamn: {
    label: 'Förnamn',
    autoComplete: 'given-name',
    required: 'Vänligen fyll i ditt förnamn',
    problem: () => null,
  },
  efternamn: {
    label: 'Efternamn',
    autoComplete: 'family-name',
    required: 'Vänligen fyll i ditt efternamn',
    problem: () => null,
  },
  adress: {
    label: 'Adress',
    // One line with street, postcode and place. HTML allows `street-address` (the street lines
    // alone) only on a multi-line field, so the browser's autofill offers the street's first line
    // and the hint asks for the rest.
    autoComplete: 'address-line1',
    hint: 'Ange gatuadress, postnummer och ort, till exempel Storgatan 1, 411 38 Göteborg.',
    maxLength: ADDRESS_MAX_LENGTH,
    required: 'Vänligen fyll i din adress',
    problem: addressProblem,
  },
  username: {
    label: 'Användarnamn',
    autoComplete: 'nickname',
    hint: 'Visas i menyn. Första bokstaven blir din avatar om du inte har en profilbild.',
    maxLength: USERNAME_MAX_LENGTH,
    required: 'Vänligen fyll i ett användarnamn',
    problem: (value) =>
      value.length > USERNAME_MAX_LENGTH ? PERSONAL_FIELD_MESSAGES.usernameTooLong : null,
  },
};

/** The Swedish message for one field's value (trimmed first), or null when it is acceptable. */
export function personalFieldError(
  field: PersonalField,
  value: string,
  { optional = false }: { optional?: boolean } = {},
): string | null {
  const definition = PERSONAL_FIELDS[field];
  const trimmed = value.trim();
  if (trimmed === '') return optional ? null : definition.required;
  return definition.problem(trimmed);
}

/**
 * Per-field messages for a form's values; an empty object when the form may be sent. Every field
 * is required unless it is named in `optional`.
 */
export function validatePersonalFields<F extends PersonalField>(
  values: Record<F, string>,
  { optional = [] }: { optional?: readonly F[] } = {},
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const field of Object.keys(values) as F[]) {
    const error = personalFieldError(field, values[field], {
      optional: optional.includes(field),
    });
    if (error) errors[field] = error;
  }
  return errors;
}

/** A form's values as they are sent: without the spaces typed around them. */
export const trimPersonalFields = <V extends Partial<Record<PersonalField, string>>>(
  values: V,
): V =>
  Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value?.trim()])) as V;

/** What a form's text field shows for this field: name, label, autocomplete, type, hint, limit. */
export function personalFieldProps(field: PersonalField) {
  const { label, autoComplete, type, hint, maxLength } = PERSONAL_FIELDS[field];
  return { name: field, label, autoComplete, type, hint, maxLength };
}
