import 'server-only'
import type { MetadataRoute } from 'next'
import { getLanguageSettings, getRouteTable } from '@/platform/routing/queries'
import type { Locale } from '@/i18n/locales'
import type { Target } from '@/i18n/routes'
import { env } from '@/platform/env'
import {
  getSitemapArticles,
  getSitemapCities,
  getSitemapMenuPages,
  getSitemapProjects,
  getSitemapProperties,
} from './sitemap-queries'
import { inSitemap, sitemapEntries } from '@/domain/indexing'
import { localizedValue, type Hrefs } from '@/domain/site-urls'

/** A sitemap file holds at most 50,000 URLs (sitemaps.org); beyond that the rest is left out. */
const MAX_URLS = 50_000

/**
 * Every indexable page in every enabled language, each entry listing its language versions
 * (xhtml:link hreflang). Built from small cached reads, so a request costs one pass over them.
 */
export async function buildSitemap(): Promise<MetadataRoute.Sitemap> {
  const [table, langs, pages, projects, articles, cities] = await Promise.all([
    getRouteTable(),
    getLanguageSettings(),
    getSitemapMenuPages(),
    getSitemapProjects(),
    getSitemapArticles(),
    getSitemapCities(),
  ])
  const { enabled, default: def } = langs
  const siteUrl = env().siteUrl
  const out: MetadataRoute.Sitemap = []
  const add = (hrefs: Hrefs, updatedAt: string) => {
    for (const entry of sitemapEntries(hrefs, enabled, def, siteUrl, updatedAt)) {
      if (out.length < MAX_URLS) out.push(entry)
    }
  }
  const every = (build: (l: Locale) => string | undefined): Hrefs => {
    const hrefs: Hrefs = {}
    for (const l of enabled) {
      const href = build(l)
      if (href) hrefs[l] = href
    }
    return hrefs
  }
  const href = (target: Target) => every((l) => table.href(target, l))

  for (const page of pages) if (inSitemap(page)) add(href({ kind: 'page', key: page.key }), page.updatedAt)

  for (let chunk = 0; out.length < MAX_URLS; chunk++) {
    const { rows, more } = await getSitemapProperties(chunk)
    for (const p of rows) {
      const city = p.city === null ? undefined : cities[String(p.city)]
      add(
        every((l) =>
          table.href(
            {
              kind: 'property',
              id: p.id,
              goal: p.goal,
              city: localizedValue(city, l),
              title: localizedValue(p.title, l),
            },
            l,
          ),
        ),
        p.updatedAt,
      )
    }
    if (!more) break
  }

  for (const p of projects) {
    add(
      every((l) => table.href({ kind: 'project', id: p.id, title: localizedValue(p.title, l) }, l)),
      p.updatedAt,
    )
  }

  for (const a of articles) {
    const section = a.kind === 'testimonial' ? 'testimonials' : 'services'
    // Slugs are per language and have no fallback: a language without one has no page.
    add(
      every((l) => {
        const slug = a.slug[l]?.trim()
        return slug ? table.href({ kind: 'article', section, slug }, l) : undefined
      }),
      a.updatedAt,
    )
  }
  return out
}
