/**
 * What the forms of /login share: the e-mail field, which each form (the code form of the login
 * machine, its `passwordSignIn` and `passwordRecovery` children) holds while it is shown and hands
 * on when it ends.
 */
import { emailError } from './email';

export interface LoginEmail {
  email: string;
  emailError: string | null;
  /** Counts refused submits, so the page can move focus to the field each time. */
  attempt: number;
}

/** The visitor typed an address: the message beside it goes. */
export const typedEmail = (value: string) => ({ email: value, emailError: null });

/** The address cannot be sent: the message beside it, and focus back to it. */
export const refusedEmail = (field: LoginEmail) => ({
  emailError: emailError(field.email),
  attempt: field.attempt + 1,
});

/** How a form of /login ends: on to another form, or signed in; with the address as it is now. */
export type LoginFormEnd<Fields = LoginEmail> = Fields & {
  next: 'code' | 'recovery' | 'password' | 'signedIn';
};

/** The output of a child form: its final state's `next`, with the fields it hands on. */
export const formEnd = <Fields>(fields: Fields, event: unknown): LoginFormEnd<Fields> => ({
  ...fields,
  next: (event as { output: { next: LoginFormEnd['next'] } }).output.next,
});
