/** subset-font 2.9 (harfbuzz's hb-subset in WebAssembly): the part vite.config.ts uses. */
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** Instancing of variation axes: a fixed value or a narrower range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** OpenType layout features to keep (`hb-subset --layout-features`); all by default. */
    keepFeatures?: string[];
    noLayoutClosure?: boolean;
  }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}
