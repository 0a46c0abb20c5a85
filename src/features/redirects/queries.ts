import 'server-only'
import { cachedRead } from '@/platform/cache/cached'
import { tags } from '@/platform/cache/tags'
import { payload } from '@/payload/local-api'
import { redirectKey, type RedirectMap } from './match'

/**
 * Every redirect of old URLs, by old path (features/redirects/match.ts).
 *
 * How they reach visitors without slowing cached pages: the proxy answers a redirect first for
 * every path it sees (unprefixed URLs, which is what most old sites' URLs are, paths without
 * the trailing slash, old-site page extensions such as .html or .php), with the exact status
 * (301 or 302), reading this map through /redirects.json. A path under a language with its
 * trailing slash skips the proxy so cached pages stay fast; when no page answers it, the
 * catch-all page looks here before its 404 (Next sends 308 for permanent, 307 for temporary
 * redirects from a page: the same meaning to browsers and search engines).
 */
export const getRedirectMap = cachedRead(
  async (): Promise<RedirectMap> => {
    const p = await payload()
    const res = await p.find({
      collection: 'redirects',
      depth: 0,
      pagination: false,
      select: { from: true, to: true, type: true },
    })
    return Object.fromEntries(
      res.docs.map((d) => [redirectKey(String(d.from)), { to: String(d.to), status: d.type === '302' ? 302 : 301 }]),
    )
  },
  ['redirects'],
  { tags: [tags.redirects] },
)
