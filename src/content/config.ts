/**
 * Site-wide names and the single affiliate URL. Nothing else in the code base may spell
 * the affiliate URL out: import it from here.
 */
export { SITE_NAME } from './site';
export const FAKTUREO_NAME = 'Faktureo';
export const FAKTUREO_AFFILIATE_URL = 'https://faktureo.se/?ref=startklar';
/** The affiliate link as the body texts render it: the word 'Faktureo' links to the partner. */
export const FAKTUREO_AFFILIATE = { word: FAKTUREO_NAME, href: FAKTUREO_AFFILIATE_URL } as const;

/**
 * The flag that reorders the /blog category grid (12 tiles): each row of four is turned one place
 * further than the row above, so the four pastels run diagonally instead of each filling a column
 * of the wide grid. Set to false for the list's own order. See README, "Choices the spec leaves open".
 */
export const BLOG_TILES_STAGGERED: boolean = true;
