import Negotiator from 'negotiator'

/**
 * Choosing the visitor's language for a URL without a language prefix: the `lang`
 * query parameter, then the remembered choice (cookie), then the browser's Accept-Language,
 * then the site default. Only enabled languages are ever chosen.
 */
export interface LocaleSignals {
  query?: string | null
  cookie?: string | null
  acceptLanguage?: string | null
}

/** Language ranges of an Accept-Language header, best first (q=0 dropped). */
function acceptedRanges(header: string | null | undefined): string[] {
  // No header means "no preference" here, not negotiator's "anything" (`*`).
  if (!header) return []
  return new Negotiator({ headers: { 'accept-language': header } }).languages()
}

function primary(tag: string | null | undefined): string | undefined {
  if (!tag) return undefined
  return tag.trim().toLowerCase().split(/[-_]/)[0] || undefined
}

/**
 * Ranges are matched on their primary subtag (`fr-BE` → `fr`) in the header's order of
 * preference; a `*` range matches nothing, so the default decides.
 */
export function pickLocale<L extends string>(signals: LocaleSignals, enabled: readonly L[], fallback: L): L {
  const accept = (tag: string | null | undefined): L | undefined => {
    const p = primary(tag)
    return enabled.find((l) => l === p)
  }
  const fromQuery = accept(signals.query)
  if (fromQuery) return fromQuery
  const fromCookie = accept(signals.cookie)
  if (fromCookie) return fromCookie
  for (const range of acceptedRanges(signals.acceptLanguage)) {
    const found = accept(range)
    if (found) return found
  }
  return enabled.includes(fallback) ? fallback : (enabled[0] ?? fallback)
}
