/**
 * The widgets' language. react-aria writes some texts of its own (a popover's or a drawer's
 * hidden 'Avvisa' button for screen readers, list announcements) and formats numbers and dates in
 * the browser's language unless told otherwise: a visitor whose browser is in English would hear
 * 'Dismiss' on a Swedish site. The site is Swedish, whatever the browser says.
 *
 * Told the way react-aria documents for a server-rendered app: a global it reads before its first
 * render (the browser, `makeWidgetsSwedish` before the app starts), and `I18nProvider` in the server
 * render (the prerendered HTML then matches what the browser hydrates).
 */
export const WIDGET_LOCALE = 'sv-SE';

const REACT_ARIA_LOCALE = Symbol.for('react-aria.i18n.locale');

/** Makes react-aria's default locale Swedish in this browser window. */
export function makeWidgetsSwedish(target: object): void {
  Object.defineProperty(target, REACT_ARIA_LOCALE, {
    value: WIDGET_LOCALE,
    configurable: true,
    writable: true,
  });
}
