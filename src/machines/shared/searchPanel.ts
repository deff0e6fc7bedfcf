/**
 * What a search machine's snapshot shows (src/machines/contentSearch.ts), for the pages that draw
 * the search box before the machine's own code has loaded.
 */
type Matcher = {
  matches: (value: { query: 'results' | 'noResults' | 'unavailable' }) => boolean;
};

/** Whether the results panel is open (a non-blank query with at least one hit). */
export const selectPanelOpen = (snapshot: Matcher): boolean =>
  snapshot.matches({ query: 'results' });
/** Whether the no-hit message is shown. */
export const selectNoResults = (snapshot: Matcher): boolean =>
  snapshot.matches({ query: 'noResults' });
/** Whether the search could not be loaded (said beside the field). */
export const selectUnavailable = (snapshot: Matcher): boolean =>
  snapshot.matches({ query: 'unavailable' });
