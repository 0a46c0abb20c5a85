import { NextResponse, type NextRequest } from 'next/server'
import { pickLocale } from '@/domain/locale-negotiation'
import { errorLocale, errorText } from '@/platform/errors/messages'
import { allowedOrigins, changesState, isForeignRequest } from '@/platform/auth/origin'
import { canonicalListQuery, type KnownFilters } from '@/domain/list-params'
import { findRedirect, type RedirectMap } from '@/features/redirects/match'
import { encodeListSegment } from '@/platform/routing/list-segment'
import { encodePageSegment } from '@/platform/routing/page-segment'
import { parsePageParams } from '@/domain/page-params'
import { FIRST_SIGHT_SEGMENT, FirstSight } from '@/platform/routing/first-sight'
import { PER_REQUEST_ROUTES } from '@/platform/routing/per-request'
import { cleanListParams } from '@/domain/list-url'
import { defaultLocale, isLocale, locales, type Locale } from '@/i18n/locales'
import { LOCALE_COOKIE } from '@/i18n/locale-memory'
import { scriptNoncePolicy } from '@/platform/http/csp.mjs'
import { fetchActionIsWellFormed, formActionIsWellFormed, type FormFields } from '@/platform/http/server-action-body'
import { env } from '@/platform/env'

interface Languages {
  enabled: Locale[]
  default: Locale
}

// Enabled languages, cities and property types live in the CMS; asking the app costs a loopback
// request, so each answer is kept for a few seconds (a change in the back office shows within
// that time). A failed answer is not kept: the fallback holds until the app answers again.
// `freshSince` asks for an answer fetched at or after that time (shared with any such fetch).
const TTL_MS = 5000
function fromApp<T>(path: string, read: (body: unknown) => T, fallback: T): (freshSince?: number) => Promise<T> {
  let cache: { at: number; value: Promise<T> } | undefined
  return (freshSince) => {
    const now = Date.now()
    if (cache && now - cache.at < TTL_MS && (freshSince === undefined || cache.at >= freshSince)) return cache.value
    const value = fetch(`http://localhost:${env().PORT}${path}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(3000),
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status))
        return read(await res.json())
      })
      .catch(() => {
        if (cache?.value === value) cache = undefined
        return fallback
      })
    cache = { at: now, value }
    return value
  }
}

const languages = fromApp<Languages>(
  '/languages.json',
  (body) => {
    const { enabled, default: def } = body as Languages
    const list = enabled.filter(isLocale)
    return { enabled: list.length ? list : [...locales], default: isLocale(def) ? def : defaultLocale }
  },
  { enabled: [...locales], default: defaultLocale },
)
// Unknown (undefined) when the app does not answer: filters are then let through unchecked.
const knownFilters = fromApp<KnownFilters | undefined>('/list-filters.json', (body) => body as KnownFilters, undefined)
// Old URLs sent on (the `redirects` collection; how they reach the paths the proxy skips: features/redirects/queries.ts).
const redirects = fromApp<RedirectMap>('/redirects.json', (body) => body as RedirectMap, {})

/** Whether every percent sequence of a path decodes (Next answers a bare 500 otherwise). */
function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/** Pages rendered for each request: the server entry gave them their script nonce (src/server/script-nonce.ts). */
const PER_REQUEST_PAGES = new Set<string>(PER_REQUEST_ROUTES)

/**
 * A fresh nonce in the Content-Security-Policy of the request, where Next reads it for the
 * scripts it renders, and of the answer. Cached pages use hashes instead (src/platform/http/csp.mjs).
 */
function withScriptNonce(request: NextRequest, rewriteTo?: URL): NextResponse {
  const policy = scriptNoncePolicy(env().NODE_ENV === 'development')
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', policy)
  const response = rewriteTo
    ? NextResponse.rewrite(rewriteTo, { request: { headers } })
    : NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

/** Filtered lists this server has been asked for (cache on second sight: first-sight.ts). */
const firstSight = new FirstSight()

/**
 * A request that changes state and comes from a page of another site (platform/auth/origin.ts),
 * or whose Origin is not the host it was sent to: Next checks a Server Action's Origin against
 * the request's host (X-Forwarded-Host, else Host) and throws when they differ.
 */
function postedFromElsewhere(request: NextRequest): boolean {
  if (!changesState(request.method)) return false
  if (isForeignRequest(request.headers, allowedOrigins(env()))) return true
  const origin = request.headers.get('origin')
  if (!origin) return false
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host')
  // Allowed origins are valid URLs (isForeignRequest let only those through).
  return new URL(origin).host !== host
}

/** The fields of a multipart form, or null when the body is none. */
async function formFields(request: NextRequest): Promise<FormFields | null> {
  try {
    return [...(await request.clone().formData()).entries()]
  } catch {
    return null
  }
}

/**
 * Whether a post to a page is a Server Action the site's forms could have sent, or no action
 * at all (platform/http/server-action-body.ts): Next answers one it cannot decode with a 500. The body
 * is at most 64 KB here (platform/api/body-size.ts), and Next keeps it for the page.
 */
async function wellFormedPost(request: NextRequest): Promise<boolean> {
  const multipart = /^\s*multipart\/form-data/i.test(request.headers.get('content-type') ?? '')
  if (request.headers.has('next-action')) {
    if (!multipart)
      return fetchActionIsWellFormed(
        await request
          .clone()
          .text()
          .catch(() => undefined),
      )
    return fetchActionIsWellFormed((await formFields(request))?.find(([name]) => name === '0')?.[1])
  }
  return !multipart || formActionIsWellFormed(await formFields(request))
}

/** A short translated refusal in the page's language (its first segment) or the browser's. */
function refusal(request: NextRequest, first: string, key: 'foreignOrigin' | 'badUrl' | 'badForm', status: number) {
  const locale = errorLocale(first, request.headers.get('accept-language'))
  return new NextResponse(errorText(locale, key), {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Language': locale },
  })
}

/** A path no page has: the site's not-found page answers it. */
const UNKNOWN_FILTER = '_unknown-filter'

export async function proxy(request: NextRequest) {
  const url = request.nextUrl
  const segments = url.pathname.split('/')
  const first = segments[1] ?? ''

  // A form or Server Action posted by a page of another site: Next's own check would throw
  // (a 500); refused here with a clear 403, as the REST API refuses it (platform/auth/origin.ts).
  if (postedFromElsewhere(request)) {
    return refusal(request, first, 'foreignOrigin', 403)
  }
  if (!decodable(url.pathname)) {
    // Answered here, before Next's routing fails on it; next.config's headers still apply.
    return refusal(request, first, 'badUrl', 400)
  }

  // The back office's own Server Actions come here only for the check above.
  if (first === 'admin') return NextResponse.next()

  if (request.method === 'POST' && !(await wellFormedPost(request))) {
    return refusal(request, first, 'badForm', 400)
  }

  // A redirect of an old URL comes before the page, with the status staff chose.
  const moved = findRedirect(await redirects(), url.pathname)
  if (moved) return NextResponse.redirect(new URL(moved.to, request.url), moved.status)

  if (isLocale(first)) {
    if (!url.pathname.endsWith('/')) {
      // A plain URL: NextURL would strip the slash again (trailingSlash is off for Payload's sake).
      return NextResponse.redirect(new URL(`${url.pathname}/${url.search}`, request.url), 308)
    }
    // The per-request copy of the page route is reached only through the rewrites below and
    // next.config.ts's (a property page asked for the first time: src/server/first-sight.ts).
    if (segments[2] === FIRST_SIGHT_SEGMENT)
      return NextResponse.rewrite(new URL(`/${first}/${UNKNOWN_FILTER}/`, request.url))
    // The routes rendered per request have their nonce already; their query is no list's.
    if (PER_REQUEST_PAGES.has(segments[2] ?? '')) return NextResponse.next()
    // A form posted without JavaScript is answered by a page rendered for that request.
    if (request.method === 'POST') return withScriptNonce(request)
    // A filter form sent without JavaScript carries every field, filled or not, and its `view`
    // (so this proxy runs even when all are empty): the same list at its clean URL.
    const clean = cleanListParams(url.searchParams)
    if (clean.size !== url.searchParams.size) {
      return NextResponse.redirect(new URL(`${url.pathname}${clean.size ? `?${clean}` : ''}`, request.url), 308)
    }
    // List filters, sort and page become a path segment, so each filtered list is a page of its
    // own in the cache and the route never reads the query string (which would make every page
    // dynamic). The visitor's URL does not change. (A disabled language is the page's 404.)
    // A city or type that does not exist is the site's 404 (one cached page per language), not
    // a new cached list; a known city is spelled one way so its spellings share one page.
    const arrived = Date.now()
    const canonical = (known: KnownFilters | undefined) =>
      known ? canonicalListQuery(url.searchParams, known) : url.searchParams
    // A city or type staff created a moment ago is missing from a copy up to TTL_MS old: one
    // fresh look before the 404, so a link to it works at once.
    let known = await knownFilters()
    let search = canonical(known)
    if (!search) search = canonical((known = await knownFilters(arrived)))
    if (!search) return NextResponse.rewrite(new URL(`/${first}/${UNKNOWN_FILTER}/`, request.url))
    const listSegment = encodeListSegment(search)
    // A page's own parameters (domain/page-params.ts) are a segment before the list's. A
    // shortlist link (`?ids=`) is rendered for its request and kept nowhere: any set of ids
    // makes a page, and none is worth a place in the cache.
    const pageParams = parsePageParams(url.searchParams)
    if (pageParams) {
      const path = `${url.pathname}${encodePageSegment(pageParams)}/${listSegment ? `${listSegment}/` : ''}`
      if (!pageParams.ids) return NextResponse.rewrite(new URL(`${path}${url.search}`, request.url))
      const rest = path.slice(first.length + 1)
      return withScriptNonce(request, new URL(`/${first}/${FIRST_SIGHT_SEGMENT}${rest}${url.search}`, request.url))
    }
    if (!listSegment) return NextResponse.next()
    const listPath = `${url.pathname}${listSegment}/`
    // A property list asked for the first time: rendered for this request, kept nowhere
    // (first-sight.ts). Other pages with list parameters, whose path may be a 404 that only the
    // page cache answers with its status, stay cached. A prefetch neither counts nor is rendered
    // so: it gets the cached page, as any later request.
    const firstOfList =
      known?.lists?.includes(url.pathname) && !request.headers.has('next-router-prefetch') && firstSight.take(listPath)
    if (firstOfList) {
      const rest = listPath.slice(first.length + 1)
      return withScriptNonce(request, new URL(`/${first}/${FIRST_SIGHT_SEGMENT}${rest}${url.search}`, request.url))
    }
    return NextResponse.rewrite(new URL(`${listPath}${url.search}`, request.url))
  }

  const langs = await languages()
  const locale = pickLocale(
    {
      query: url.searchParams.get('lang'),
      cookie: request.cookies.get(LOCALE_COOKIE)?.value,
      acceptLanguage: request.headers.get('accept-language'),
    },
    langs.enabled,
    langs.default,
  )
  const search = new URLSearchParams(url.search)
  search.delete('lang')
  const query = search.size ? `?${search}` : ''
  const rest = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`
  const response = NextResponse.redirect(new URL(`/${locale}${rest}${query}`, request.url), 307)
  response.headers.set('Vary', 'Cookie, Accept-Language')
  return response
}

// The proxy runs only where it has work, so a cached page is served without it: unprefixed
// URLs (language negotiation), prefixed ones without the trailing slash, lists with filters,
// and a form posted without JavaScript (its answer gets a script nonce; the routes rendered per
// request get theirs from the server entry), and it keeps the per-request route out of reach.
// Next tries every rule on every request
// (a cached page matches none), so the rules are few and plain regular expressions. Not Payload (admin, api), Next internals, the health checks (/healthz, /readyz: not pages, never redirected to a language), or files with an extension. The language
// codes and list keys are those of src/i18n/locales.ts and listings/params.ts; a test checks it.
// (Written out: Next reads the matcher without running this file.) Old-site page extensions
// (.html, .php …) for their redirects. The last rule: a path with a percent sequence that is
// not plain ASCII, so malformed ones get a clean 400.
export const config = {
  matcher: [
    '/((?!(?:nl|fr|en|de)/|admin(?:/|$)|api/|_next/|(?:healthz|readyz)/?$|.*\\.[a-zA-Z0-9]+$).*)',
    // Next lets every rule match with an extra trailing slash, hence the look-ahead.
    '/((?:nl|fr|en|de)(?!.*/$)(?:/[^.]*)?)',
    { source: '/((?:nl|fr|en|de)/.*)', has: [{ type: 'query', key: 'city' }] },
    { source: '/((?:nl|fr|en|de)/.*)', has: [{ type: 'query', key: 'type' }] },
    { source: '/((?:nl|fr|en|de)/.*)', has: [{ type: 'query', key: 'neighbourhood' }] },
    { source: '/((?:nl|fr|en|de)/.*)', has: [{ type: 'query', key: 'minPrice' }] },
    { source: '/((?:nl|fr|en|de)/.*)', has: [{ type: 'query', key: 'maxPrice' }] },
    { source: '/((?:nl|fr|en|de)/.*)', has: [{ type: 'query', key: 'bedrooms' }] },
    { source: '/((?:nl|fr|en|de)/.*)', has: [{ type: 'query', key: 'sort' }] },
    { source: '/((?:nl|fr|en|de)/.*)', has: [{ type: 'query', key: 'page' }] },
    { source: '/((?:nl|fr|en|de)/.*)', has: [{ type: 'query', key: 'view' }] },
    // A page's own parameters (domain/page-params.ts).
    { source: '/((?:nl|fr|en|de)/.*)', has: [{ type: 'query', key: 'ids' }] },
    { source: '/((?:nl|fr|en|de)/.*)', has: [{ type: 'query', key: 'compare' }] },
    { source: '/((?:nl|fr|en|de)/.*)', has: [{ type: 'query', key: 'goal' }] },
    // A form posted without JavaScript (only a request with a body has a Content-Type).
    { source: '/((?:nl|fr|en|de)/.*)', has: [{ type: 'header', key: 'content-type' }] },
    // A Server Action (with or without a body), for the check of its origin; the back office's too.
    { source: '/((?:nl|fr|en|de)/.*)', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/admin/:path*', has: [{ type: 'header', key: 'next-action' }] },
    '/((?:nl|fr|en|de)/_fresh/.*)',
    '/(.*\\.(?:html?|php|aspx?|jsp|cfm)$)',
    '/(.*%(?![0-7][0-9A-Fa-f]).*)',
  ],
}
