// @ts-check
/*
 * The site's pages say when React has hydrated them: an event on the document and an attribute
 * on <html>. The loader of scripts-after-paint.mjs replays a click made before it; tests wait
 * for the attribute. Plain JavaScript: the page cache handler loads it uncompiled.
 */

/** Dispatched on the document once the page has hydrated. */
export const HYDRATED_EVENT = 'vitrine:hydrated'
/** Set on <html> once the page has hydrated. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'
