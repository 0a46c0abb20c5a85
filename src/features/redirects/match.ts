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
  if (!rule) return undefined
  if (rule.to.startsWith('/') && redirectKey(rule.to) === redirectKey(pathname)) return undefined
  return rule
}

/** A target is a path on this site or an absolute http(s) URL. */
export function isRedirectTarget(to: string): boolean {
  if (/^\/(?!\/)/.test(to)) return true
  try {
    const url = new URL(to)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}
