/** Checker messages that name a gap of the checker, not an error of the page. */
export const KNOWN_GAPS: RegExp[];
/** The Nu Html Checker over the HTML files in `paths`: how many, and their errors. */
export function checkHtml(
  paths: string[],
  processes?: number,
): Promise<{ files: number; errors: string[] }>;
