import type { FormEvent, FormHTMLAttributes, ReactNode, Ref } from 'react';
import * as s from './Form.css';

/** What a form says when JavaScript is off: it cannot send anything then. */
export const NO_SCRIPT_TEXT =
  'Formuläret behöver JavaScript. Slå på JavaScript i webbläsaren och ladda om sidan för att skicka det.';

type NativeFormProps = Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'method' | 'action' | 'onSubmit' | 'noValidate' | 'children'
>;

export interface FormProps extends NativeFormProps {
  /** The submit, by button or Enter; the browser's own submission never happens. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  ref?: Ref<HTMLFormElement>;
  children: ReactNode;
}

/**
 * A form the app handles. It never submits natively: `method="dialog"` outside a dialog sends
 * nothing, so with JavaScript off (or the app not loaded) no field ever lands in an address, a
 * history entry or a server log, and the form says that it needs JavaScript. With the app
 * running, `onSubmit` gets the submit. Validation is the app's (Swedish messages next to fields).
 */
export function Form({ onSubmit, children, ...props }: FormProps) {
  return (
    <form
      {...props}
      method="dialog"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(event);
      }}
    >
      <noscript>
        <p className={s.noScript}>{NO_SCRIPT_TEXT}</p>
      </noscript>
      {children}
    </form>
  );
}

/** The query parameter a search form's field sends, and that its page honours (`?search=`). */
export const SEARCH_PARAM = 'search';

export interface SearchFormProps extends NativeFormProps {
  /** The page that shows the results (`<action>?search=<text>`); the current page if omitted. */
  action?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * A search box's form. Without JavaScript it is a plain GET form to `action?search=…` (its field
 * is named `search`), which the page honours once the app runs; with the app the search is live
 * and a submit stays on the page. Search words are no personal data: they may be in an address.
 */
export function SearchForm({ action, onSubmit, children, ...props }: SearchFormProps) {
  return (
    <form
      role="search"
      {...props}
      method="get"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(event);
      }}
    >
      {children}
    </form>
  );
}
