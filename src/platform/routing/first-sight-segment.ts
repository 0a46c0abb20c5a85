/**
 * The hidden path segment of the per-request page route (src/app/(site)/[locale]/%5Ffresh):
 * first-sight.ts says when a page is rendered there. Apart, without dependencies, for the
 * browser's code that must read a path the server rendered under it.
 */
export const FIRST_SIGHT_SEGMENT = '_fresh'
