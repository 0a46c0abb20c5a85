/**
 * Who may keep an answer, and for how long: the one place the site's Cache-Control is decided
 * (applied to every answer as its headers are written, platform/http/policies.ts).
 *
 * Public pages are the same for every visitor and change only when staff save something in the
 * back office. A shared cache in front (Varnish, deploy/varnish/vitrine.vcl, or a CDN) keeps them
 * one second and may hand out the old copy for two more while it fetches the new one: a change
 * reaches every visitor within about three seconds of the save (the budget is five), with no
 * purge, so any number of caches and app instances need not know about each other. Each hot URL
 * costs the app one fetch a second, served from its own page cache. Browsers ask again every
 * time (`max-age=0, must-revalidate`: must-revalidate also keeps them from using the
 * stale-while-revalidate meant for the shared cache): a visitor, or staff checking an edit,
 * never gets an older page from their own browser.
 *
 * Public pages and photos also carry `stale-if-error=86400`: a CDN that honours it (RFC 5861)
 * may hand out its last copy for a day while every app server is down or answering 5xx, as our
 * Varnish does (deploy/varnish/vitrine.vcl). Browsers do not act on it.
 *
 * Nothing that depends on the visitor may be kept by a shared cache: form posts (Server Actions),
 * answers that set a cookie, the back office, the REST API, and the pages rendered for each
 * request (preview, map frame, the owners' login and portal, the links of mails).
 */

/**
 * Cached public pages, redirects and the site's public JSON. Our Varnish uses the same 2 s of
 * stale-while-revalidate as its grace while the app is healthy (req.grace in vitrine.vcl).
 */
export const SHARED_SHORT =
  'public, max-age=0, must-revalidate, s-maxage=1, stale-while-revalidate=2, stale-if-error=86400'

/**
 * Uploaded photos. A file name is used again once its document is deleted (Payload names a new
 * upload after its file, adding `-1` only while another document holds the name), and Payload
 * sends no ETag or Last-Modified to check a copy against: so no `immutable`, a day in browsers,
 * an hour in shared caches (a deleted photo leaves the cache we run within the hour).
 */
export const MEDIA_FILE = 'public, max-age=86400, s-maxage=3600, stale-if-error=86400'

/** For one visitor only, kept nowhere. */
export const PER_VISITOR = 'private, no-store'

/** The same for everyone but worth no copy: asked again every time. */
export const ASK_AGAIN = 'no-cache'

/** Second path segments of the pages rendered for each visitor (and the one-time links of mails). */
const PER_VISITOR_PAGES = /^\/[^/]+\/(?:preview|map-frame|login|portal|confirm|unsubscribe)(?:\/|$)/

/**
 * Public data answered per request, the same for everyone: the JSON read by the proxy and the
 * search panel (src/app/(site)/*.json), robots.txt and the sitemap.
 */
const PUBLIC_DATA = new Set([
  '/languages.json',
  '/list-filters.json',
  '/redirects.json',
  '/search.json',
  '/robots.txt',
  '/sitemap.xml',
])

export interface Exchange {
  method: string
  /** The request's path, with or without its query. */
  url: string
  status: number
  /** The Cache-Control the answer carries so far (Next's or the route's), if any. */
  cacheControl?: string
  setsCookie: boolean
  /** The answer's Vary header, if any. */
  vary?: string
}

/** The Cache-Control an answer goes out with; undefined keeps what it has (Next's static files). */
export function cacheControlFor({ method, url, status, cacheControl, setsCookie, vary }: Exchange): string | undefined {
  const query = url.indexOf('?')
  const path = query === -1 ? url : url.slice(0, query)
  // Build files named by their content: Next's `immutable` year is right.
  if (path.startsWith('/_next/static/')) return undefined
  if ((method !== 'GET' && method !== 'HEAD') || setsCookie) return PER_VISITOR
  if (path === '/admin' || path.startsWith('/admin/')) return PER_VISITOR
  if (path.startsWith('/api/')) {
    if (path.startsWith('/api/media/file/')) return status === 200 || status === 206 ? MEDIA_FILE : ASK_AGAIN
    // Payload's REST API (its answers depend on who asks), page views, form challenges.
    return PER_VISITOR
  }
  if (PER_VISITOR_PAGES.test(path)) return PER_VISITOR
  // The language negotiation on unprefixed URLs (src/proxy.ts) reads the cookie.
  if (vary && /\bcookie\b/i.test(vary)) return 'private, no-cache'
  const control = cacheControl?.toLowerCase() ?? ''
  if (/\b(?:private|no-store|no-cache)\b/.test(control)) return PER_VISITOR
  // Next marks the pages and routes it serves from its cache with its own (year-long) s-maxage.
  if (control.includes('s-maxage')) return SHARED_SHORT
  if (PUBLIC_DATA.has(path)) return status === 200 ? SHARED_SHORT : ASK_AGAIN
  // The proxy's redirects (trailing slash, old URLs): the same for everyone, the table may change.
  if (status >= 300 && status < 400 && !control) return SHARED_SHORT
  return control ? undefined : ASK_AGAIN
}
