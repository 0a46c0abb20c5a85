// @ts-check
/**
 * The mark a page rendered as the site's 404 carries in its HTML. Next answers `notFound()` in a
 * page rendered on demand with an empty error document (no language, no text without
 * JavaScript, a known limitation of Next 16), so the page renders the not-found view itself and
 * the page cache (next-cache-handler.mjs) stores that answer with status 404.
 */
export const NOT_FOUND_ATTRIBUTE = 'data-http-status'
export const NOT_FOUND_MARK = `${NOT_FOUND_ATTRIBUTE}="404"`
