import type { Locale } from '@/i18n/locales'
import type { ResolvedRequest } from '@/platform/routing/resolve-path'

/** A page's path per language; a language the page does not exist in is left out. */
export type Alternates = Partial<Record<Locale, string>>

/**
 * What every page renderer gets: the language, the route table, what the URL resolved to
 * (`resolution.preview`: the staff preview, where drafts and unpublished items show) and the
 * page's canonical path, which the request passed (site/canonical.ts), and its paths in the other
 * languages (the hreflang links and the language switcher), read when the page asks for them.
 */
export interface RenderContext extends ResolvedRequest {
  canonical: string
  alternates: () => Promise<Alternates>
}
