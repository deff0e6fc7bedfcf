/**
 * Facts shared by the browser entry, the server entry and the build's prerender script
 * (scripts/prerender.mjs).
 */

/**
 * Set on the `<html>` of the 404 page, which a host serves for every unknown path: the browser
 * draws that page afresh for the address it is on instead of hydrating it.
 */
export const PRERENDER_FALLBACK_ATTRIBUTE = 'data-prerender-fallback';
