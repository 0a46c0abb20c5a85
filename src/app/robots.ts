import type { MetadataRoute } from 'next'
import { robotsFile } from '@/features/seo/robots'
import { env } from '@/platform/env'

// The sitemap's address comes from SITE_URL at run time, not at build time.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return robotsFile(env().siteUrl)
}
