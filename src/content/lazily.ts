/**
 * A value made on first use and kept. For `Intl` formatters above all: the first one a page
 * creates loads the locale's data (tens of milliseconds on a slow phone), so a module that only
 * might format must not pay for it when it loads.
 */
export function lazily<T>(make: () => T): () => T {
  let value: { readonly current: T } | null = null;
  return () => (value ??= { current: make() }).current;
}
