/**
 * Top-bar links (docs/rules/page-shell.md): an item links to its per-language link when set, else
 * to its common link; links to other sites, phones and mail open in a new tab.
 */

/** Links containing '//', 'http', 'tel:' or 'mailto:' open in a new tab. */
export function opensInNewTab(link: string): boolean {
  const l = link.toLowerCase()
  return l.includes('//') || l.includes('http') || l.includes('tel:') || l.includes('mailto:')
}

// Staff type these links by hand: never turn one into a script or data URL.
const unsafeScheme = /^\s*(javascript|data|vbscript):/i

export interface ResolvedLink {
  href: string
  newTab: boolean
}

/** The link an item points to, or null when it has none (the item is plain text). */
export function resolveTopBarLink(item: { link?: string | null; localizedLink?: string | null }): ResolvedLink | null {
  const href = (item.localizedLink ?? '').trim() || (item.link ?? '').trim()
  if (!href || unsafeScheme.test(href)) return null
  return { href, newTab: opensInNewTab(href) }
}

/** A CMS colour is applied only when it looks like a CSS colour (no arbitrary style text). */
export function safeColor(color: string | null | undefined): string | undefined {
  const c = (color ?? '').trim()
  return /^(#[0-9a-f]{3,8}|[a-z]{3,20}|(rgb|hsl)a?\([0-9a-z\s.,%/+-]{1,40}\))$/i.test(c) ? c : undefined
}
