/**
 * Site-wide names and the single affiliate URL. Nothing else in the code base may spell
 * the affiliate URL out: import it from here.
 */
export { SITE_NAME } from './site';
export const FAKTUREO_NAME = 'Faktureo';
export const FAKTUREO_AFFILIATE_URL = 'https://faktureo.se/?ref=startklar';
/** The affiliate link as the body texts render it: the word 'Faktureo' links to the partner. */
export const FAKTUREO_AFFILIATE = { word: FAKTUREO_NAME, href: FAKTUREO_AFFILIATE_URL } as const;
