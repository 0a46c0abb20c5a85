import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/domain/site-urls'

/**
 * robots.txt: everything public may be crawled except the back office, the API, the embedded
 * map frames and staff previews. Uploaded pictures under /api stay allowed so link previews
 * (Open Graph, Twitter) can fetch them; the longer rule wins.
 */
export function robotsFile(siteUrl: string): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: ['/', '/api/media/file/'],
      disallow: ['/admin', '/api', '/*/map-frame/', '/*/preview/'],
    },
    sitemap: absoluteUrl(siteUrl, '/sitemap.xml'),
  }
}
