import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/** The self-hosted Inter subset (Latin, å, ä, ö included): used by the @font-face and preloaded. */
export const bodyFontUrl: string = interLatin;

/** The `<link>` that preloads the body font, for the document head. */
export const bodyFontPreload = {
  rel: 'preload',
  href: bodyFontUrl,
  as: 'font',
  type: 'font/woff2',
  crossOrigin: 'anonymous',
} as const;
