/**
 * Where a machine wants the visitor to go; src/app provides `navigate` with the router. `to` is a
 * same-origin path (it may carry a query or a hash when it is a sanitised return URL).
 */
export interface Navigation {
  to: string;
  search?: Readonly<Record<string, string>>;
  replace?: boolean;
}
