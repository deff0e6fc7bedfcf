/** The lines a clean build prints (scripts/quiet.mjs). */
export const EXPECTED: RegExp[];
/** The lines of `output` that a clean build does not print. */
export function unexpectedLines(output: string): string[];
