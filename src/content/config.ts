/**
 * Site-wide names and the single affiliate URL. Nothing else in the code base may spell
 * the affiliate URL out: import it from here.
 */
export { SITE_NAME } from './site';
export const FAKTUREO_NAME = 'Faktureo';
export const FAKTUREO_AFFILIATE_URL = 'https://faktureo.se/?ref=startklar';
