import { search } from '@/features/search/queries'
import { parseSearchRequest } from '@/features/search/request'

/**
 * GET /search.json?locale=nl&q=liege — the home search panel's results (types when q is empty,
 * matching cities, the property whose id is q). Bad input answers 400, never 500.
 */
export async function GET(request: Request) {
  const parsed = parseSearchRequest(new URL(request.url).searchParams)
  if (!parsed.ok) {
    return Response.json({ error: parsed.error === 'locale' ? 'unknown locale' : 'query too long' }, { status: 400 })
  }
  try {
    const result = await search(parsed.locale, parsed.q)
    // The same for every visitor: how long caches keep it is src/platform/http/cache-control.ts's call.
    return Response.json(result)
  } catch (error) {
    console.error('search.json failed', error)
    return Response.json({ error: 'search unavailable' }, { status: 503, headers: { 'Retry-After': '5' } })
  }
}
