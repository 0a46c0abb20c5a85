/**
 * Choosing the visitor's language for a URL without a language prefix (SPEC §2): the `lang`
 * query parameter, then the remembered choice (cookie), then the browser's Accept-Language,
 * then the site default. Only enabled languages are ever chosen.
 */
export interface LocaleSignals {
  query?: string | null
  cookie?: string | null
  acceptLanguage?: string | null
}

/** Language ranges of an Accept-Language header, best first (q=0 dropped). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, index) => {
      const [range, ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number(q.slice(2)) : 1
      return { range: range.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter((r) => r.range && r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((r) => r.range)
}

function primary(tag: string | null | undefined): string | undefined {
  if (!tag) return undefined
  return tag.trim().toLowerCase().split(/[-_]/)[0] || undefined
}

export function pickLocale<L extends string>(signals: LocaleSignals, enabled: readonly L[], fallback: L): L {
  const accept = (tag: string | null | undefined): L | undefined => {
    const p = primary(tag)
    return enabled.find((l) => l === p)
  }
  const fromQuery = accept(signals.query)
  if (fromQuery) return fromQuery
  const fromCookie = accept(signals.cookie)
  if (fromCookie) return fromCookie
  for (const range of parseAcceptLanguage(signals.acceptLanguage)) {
    const found = accept(range)
    if (found) return found
  }
  return enabled.includes(fallback) ? fallback : (enabled[0] ?? fallback)
}
