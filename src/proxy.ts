import { NextResponse, type NextRequest } from 'next/server'
import { pickLocale } from '@/domain/locale-negotiation'
import { encodeListQuery, hasListParameters } from '@/features/listings/params'
import { defaultLocale, isLocale, locales, type Locale } from '@/i18n/locales'
import { env } from '@/lib/env'

export const LOCALE_COOKIE = 'NEXT_LOCALE'
const ONE_YEAR = 60 * 60 * 24 * 365

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
  const langs = await languages()

  if (isLocale(first) && langs.enabled.includes(first)) {
    if (!url.pathname.endsWith('/')) {
      // A plain URL: NextURL would strip the slash again (trailingSlash is off for Payload's sake).
      return NextResponse.redirect(new URL(`${url.pathname}/${url.search}`, request.url), 308)
    }
    // List filters, sort and page become a path segment, so each filtered list is a page of its
    // own in the cache and the route never reads the query string (which would make every page
    // dynamic). The visitor's URL does not change.
    const listSegment = hasListParameters(url.searchParams) ? encodeListQuery(url.searchParams) : undefined
    const response = listSegment
      ? NextResponse.rewrite(new URL(`${url.pathname}${listSegment}/${url.search}`, request.url))
      : NextResponse.next()
    // The URL prefix wins and is remembered for the next unprefixed visit.
    if (request.cookies.get(LOCALE_COOKIE)?.value !== first) {
      response.cookies.set(LOCALE_COOKIE, first, { path: '/', maxAge: ONE_YEAR, sameSite: 'lax' })
    }
    return response
  }

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

export const config = {
  // Site pages only: not Payload (admin, api), Next internals, or files with an extension.
  matcher: ['/((?!admin(?:/|$)|api/|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
}
