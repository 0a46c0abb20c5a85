import type { MetadataRoute } from 'next'
import { buildSitemap } from '@/features/seo/sitemap'

// Built per request from tag-cached reads: a build has no database, and the list follows every
// change in the back office at once.
export const dynamic = 'force-dynamic'

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return buildSitemap()
}
