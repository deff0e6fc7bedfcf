/**
 * The landing quiz's login step: its form (an e-mail address and the terms), empty at the start
 * and after 'Börja om', and the messages it shows when the form is sent incomplete.
 */
import { emailError, isEmailValid } from './email';
import { TERMS_REQUIRED_MESSAGE } from './landingQuizResult';

export interface LoginForm {
  email: string;
  termsAccepted: boolean;
  emailError: string | null;
  termsError: string | null;
}

export const EMPTY_LOGIN_FORM: LoginForm = {
  email: '',
  termsAccepted: false,
  emailError: null,
  termsError: null,
};

/** The form may be sent: a valid address and the terms accepted. */
export const isLoginComplete = (form: LoginForm): boolean =>
  isEmailValid(form.email) && form.termsAccepted;

/** The messages beside the fields of an incomplete form (null where a field is fine). */
export const loginErrors = (form: LoginForm): Pick<LoginForm, 'emailError' | 'termsError'> => ({
  emailError: emailError(form.email),
  termsError: form.termsAccepted ? null : TERMS_REQUIRED_MESSAGE,
});
