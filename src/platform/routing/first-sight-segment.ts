/**
 * The hidden path segment of the per-request page route (src/app/(site)/[locale]/%5Ffresh):
 * first-sight.ts says when a page is rendered there. Apart, without dependencies, for the
 * browser's code that must read a path the server rendered under it, and for next.config.ts.
 */
export const FIRST_SIGHT_SEGMENT = '_fresh'

/**
 * The request header by which the server entry marks a property page asked for the first time;
 * next.config.ts rewrites a marked request to the per-request route. The server entry removes
 * it from every request that arrives with it, so a client cannot have pages rendered per request
 * at will.
 */
export const FIRST_SIGHT_HEADER = 'x-vitrine-first-sight'
