/**
 * What the routes need from the offline demo (null with a real backend): the inbox of the codes
 * the demo backend "mailed". src/app provides it through the router context.
 */
export interface DemoMail {
  to: string;
  code: string;
  sentAt: string;
}

export interface DemoTools {
  inbox: {
    get: () => readonly DemoMail[];
    subscribe: (listener: (inbox: readonly DemoMail[]) => void) => () => void;
  };
}
