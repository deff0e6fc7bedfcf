/**
 * The rules of the personal fields as the models expect them, written from the spec ("all five
 * fields required (address should include city and postal code)"; the address dialog's 'Vänligen
 * ange en giltig adress'; a username of at most 30 characters) and not imported from src, so a
 * model checks the machines' validators instead of repeating them.
 */
export type Field = 'email' | 'telefon' | 'fornamn' | 'efternamn' | 'adress' | 'username';

export const RULE_MESSAGES = {
  emailRequired: 'Vänligen fyll i din e-postadress',
  emailInvalid: 'Ange en giltig e-postadress, till exempel namn@exempel.se',
  telefonRequired: 'Vänligen fyll i ditt telefonnummer',
  telefonInvalid: 'Ange ett giltigt telefonnummer, till exempel 070-123 45 67',
  fornamnRequired: 'Vänligen fyll i ditt förnamn',
  efternamnRequired: 'Vänligen fyll i ditt efternamn',
  adressRequired: 'Vänligen fyll i din adress',
  adressInvalid: 'Ange en fullständig adress med gatuadress, postnummer och ort',
  adressTooLong: 'Adressen får vara högst 200 tecken.',
  usernameRequired: 'Vänligen fyll i ett användarnamn',
  usernameTooLong: 'Användarnamnet får vara högst 30 tecken.',
} as const;

const POSTAL_CODE = /\b\d{3} ?\d{2}\b/;

function problem(field: Field, value: string): string | null {
  switch (field) {
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : RULE_MESSAGES.emailInvalid;
    case 'telefon': {
      const digits = value.replace(/[^0-9]/g, '').length;
      const allowed = /^\+?[0-9 ()-]+$/.test(value);
      return allowed && digits >= 7 && digits <= 15 ? null : RULE_MESSAGES.telefonInvalid;
    }
    case 'adress':
      if (value.length > 200) return RULE_MESSAGES.adressTooLong;
      // decisions.md: a street before the postcode and a place after it.
      return new RegExp(`[A-Za-zÅÄÖåäöÉé]{2}.*${POSTAL_CODE.source}.*[A-Za-zÅÄÖåäöÉé]{2}`).test(
        value,
      )
        ? null
        : RULE_MESSAGES.adressInvalid;
    case 'username':
      return value.length > 30 ? RULE_MESSAGES.usernameTooLong : null;
    default:
      return null;
  }
}

/** The messages a form shows for these values; fields in `optional` may be left empty. */
export function expectedErrors<F extends Field>(
  values: Record<F, string>,
  optional: readonly F[] = [],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const field of Object.keys(values) as F[]) {
    const value = values[field].trim();
    const message =
      value === ''
        ? optional.includes(field)
          ? null
          : RULE_MESSAGES[`${field}Required`]
        : problem(field, value);
    if (message) errors[field] = message;
  }
  return errors;
}
