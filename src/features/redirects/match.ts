import { sitePath, webAddress } from '../../domain/web-address'
import { locales } from '../../i18n/locales'
import { ownerRoutes } from '../../i18n/routes'

/**
 * Redirects of old URLs (the `redirects` collection): one spelling of a path to compare, so a
 * redirect matches however the visitor typed the old URL (case, trailing slash, percent
 * encoding). Pure: used by the proxy, the catch-all page and the collection's validation.
 */
export interface RedirectRule {
  to: string
  status: 301 | 302
}

/** Path → rule, as served by /redirects.json. */
export type RedirectMap = Record<string, RedirectRule>

/** The comparable form of a path: decoded, lower case, leading slash, no trailing slash. */
export function redirectKey(path: string): string {
  let p = path.split(/[?#]/)[0].trim()
  try {
    p = decodeURIComponent(p)
  } catch {
    /* keep as written */
  }
  p = `/${p.replace(/^\/+/, '')}`.replace(/\/+$/, '')
  return (p || '/').toLowerCase()
}

/** The rule for a request path, if any. A rule never sends a path to itself (no loop). */
export function findRedirect(map: RedirectMap, pathname: string): RedirectRule | undefined {
  const rule = map[redirectKey(pathname)]
  // A rule saved before the rules of targets and old paths were what they are is not followed.
  if (!rule || !isRedirectTarget(rule.to) || reservedFrom(pathname)) return undefined
  if (rule.to.startsWith('/') && redirectKey(rule.to) === redirectKey(pathname)) return undefined
  return rule
}

/** Where a target leads: a path of this site, another site (an http(s) address), or nowhere valid. */
export function targetKind(to: string): 'site' | 'offSite' | null {
  if (sitePath(to)) return 'site'
  return webAddress(to) ? 'offSite' : null
}

/** A target is a path on this site or an absolute http(s) URL. */
export function isRedirectTarget(to: string): boolean {
  return targetKind(to) !== null
}

/**
 * The site's own pages, in every language, that no redirect may take over: the language roots,
 * the owners' login (and its password and forgot pages) and portal, staff's preview, the map
 * frame, and the links mailed with a token (confirm, unsubscribe). A redirect there would send
 * owners to a look-alike login, or a mailed link with its token elsewhere.
 */
const reservedPrefixes = [
  ...new Set(
    locales.flatMap((l) =>
      [
        ownerRoutes.login(l),
        ownerRoutes.portal(l),
        `/${l}/preview/`,
        `/${l}/map-frame/`,
        `/${l}/confirm/`,
        `/${l}/unsubscribe/`,
      ]
        // Unprefixed too: the proxy sends `/login/` on to the visitor's language.
        .flatMap((path) => [path, path.slice(l.length + 1)])
        .map(redirectKey),
    ),
  ),
]
const languageRoots = new Set(locales.map((l) => `/${l}`))

/** Why an old path cannot be redirected, or null when it can. */
export function reservedFrom(from: string): 'home' | 'languageRoot' | 'ownPage' | null {
  const key = redirectKey(from)
  if (key === '/') return 'home'
  if (languageRoots.has(key)) return 'languageRoot'
  if (/^\/(admin|api|_next)(\/|$)/.test(key)) return 'ownPage'
  return reservedPrefixes.some((p) => key === p || key.startsWith(`${p}/`)) ? 'ownPage' : null
}
