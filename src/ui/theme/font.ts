import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/** The self-hosted Inter subset (Latin, å, ä, ö included): used by the @font-face (not preloaded: text paints at once in
 * a fallback sized to Inter's room, ./fallbackFont.ts, and the swap moves nothing). */
export const bodyFontUrl: string = interLatin;
