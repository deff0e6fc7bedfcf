/**
 * What the routes need from the offline demo (null with a real backend): the inbox of the codes
 * and notifications the demo backend "mailed". src/app provides it through the router context.
 */
export interface DemoMail {
  to: string;
  /** The one-time code; '' for a notification. */
  code: string;
  sentAt: string;
  /** A notification instead of a code (the password or the address was changed). */
  notice?: 'password_changed' | 'email_changed';
}

export interface DemoTools {
  inbox: {
    get: () => readonly DemoMail[];
    subscribe: (listener: (inbox: readonly DemoMail[]) => void) => () => void;
  };
}
