// Drawing a machine needs the machine.
import { cookieConsentMachine } from '../machines/cookieConsent';
export const drawn = cookieConsentMachine.id;
