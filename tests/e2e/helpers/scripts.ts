import type { Page } from '@playwright/test';

/** The paths of the scripts this document has loaded so far whose path matches `pattern`. */
export function loadedScripts(page: Page, pattern: RegExp): Promise<string[]> {
  return page.evaluate(
    ({ source, flags }) => {
      const matches = new RegExp(source, flags);
      return performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => matches.test(path));
    },
    { source: pattern.source, flags: pattern.flags },
  );
}
