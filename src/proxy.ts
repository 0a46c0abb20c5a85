import { NextResponse, type NextRequest } from 'next/server'
import { pickLocale } from '@/domain/locale-negotiation'
import { encodeListQuery } from '@/features/listings/params'
import { defaultLocale, isLocale, locales, type Locale } from '@/i18n/locales'
import { LOCALE_COOKIE } from '@/i18n/locale-memory'
import { env } from '@/lib/env'

interface Languages {
  enabled: Locale[]
  default: Locale
}

// Enabled languages live in the CMS; asking the app for them costs a loopback request, so the
// answer is kept for a few seconds (a change in the back office shows within that time).
let cache: { at: number; value: Promise<Languages> } | undefined
const TTL_MS = 5000

function languages(): Promise<Languages> {
  const now = Date.now()
  if (cache && now - cache.at < TTL_MS) return cache.value
  const port = env().PORT
  const value = fetch(`http://localhost:${port}/languages.json`, {
    cache: 'no-store',
    signal: AbortSignal.timeout(3000),
  })
    .then(async (res) => {
      if (!res.ok) throw new Error(String(res.status))
      const body = (await res.json()) as Languages
      const enabled = body.enabled.filter(isLocale)
      return {
        enabled: enabled.length ? enabled : [...locales],
        default: isLocale(body.default) ? body.default : defaultLocale,
      }
    })
    .catch(() => {
      cache = undefined
      return { enabled: [...locales], default: defaultLocale }
    })
  cache = { at: now, value }
  return value
}

export async function proxy(request: NextRequest) {
  const url = request.nextUrl
  const segments = url.pathname.split('/')
  const first = segments[1] ?? ''

  if (isLocale(first)) {
    if (!url.pathname.endsWith('/')) {
      // A plain URL: NextURL would strip the slash again (trailingSlash is off for Payload's sake).
      return NextResponse.redirect(new URL(`${url.pathname}/${url.search}`, request.url), 308)
    }
    // List filters, sort and page become a path segment, so each filtered list is a page of its
    // own in the cache and the route never reads the query string (which would make every page
    // dynamic). The visitor's URL does not change. (A disabled language is the page's 404.)
    const listSegment = encodeListQuery(url.searchParams)
    if (!listSegment) return NextResponse.next()
    return NextResponse.rewrite(new URL(`${url.pathname}${listSegment}/${url.search}`, request.url))
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
// URLs (language negotiation), prefixed ones without the trailing slash, and lists with
// filters. Not Payload (admin, api), Next internals, or files with an extension. The language
// codes and list keys are those of src/i18n/locales.ts and listings/params.ts; a test checks it.
// (Written out: Next reads the matcher without running this file.)
export const config = {
  matcher: [
    '/((?!(?:nl|fr|en|de)/|admin(?:/|$)|api/|_next/|.*\\.[a-zA-Z0-9]+$).*)',
    // Next lets every rule match with an extra trailing slash, hence the look-ahead.
    '/((?:nl|fr|en|de)(?!.*/$)(?:/[^.]*)?)',
    { source: '/:locale(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'city' }] },
    { source: '/:locale(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'type' }] },
    { source: '/:locale(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'minPrice' }] },
    { source: '/:locale(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'maxPrice' }] },
    { source: '/:locale(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'bedrooms' }] },
    { source: '/:locale(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'sort' }] },
    { source: '/:locale(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'page' }] },
    { source: '/:locale(nl|fr|en|de)/:path*', has: [{ type: 'query', key: 'view' }] },
  ],
}
