import type { ResolvedRequest } from '@/platform/routing/resolve-path'

/**
 * What every page renderer gets: the language, the route table, what the URL resolved to
 * (`resolution.preview`: the staff preview, where drafts and unpublished items show) and the
 * page's canonical path, which the request passed (site/canonical.ts).
 */
export interface RenderContext extends ResolvedRequest {
  canonical: string
}
