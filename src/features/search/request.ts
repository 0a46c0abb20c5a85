import { isLocale, type Locale } from '@/i18n/locales'

/** Longer queries are refused: nobody types a city or an id that long. */
export const MAX_QUERY_LENGTH = 100

export type SearchRequest = { ok: true; locale: Locale; q: string } | { ok: false; error: 'locale' | 'query' }

/** `?locale=nl&q=liege` of /search.json, checked. */
export function parseSearchRequest(params: URLSearchParams): SearchRequest {
  const locale = params.get('locale')
  if (!isLocale(locale)) return { ok: false, error: 'locale' }
  const q = (params.get('q') ?? '').trim()
  if (q.length > MAX_QUERY_LENGTH || params.getAll('q').length > 1) return { ok: false, error: 'query' }
  return { ok: true, locale, q }
}
