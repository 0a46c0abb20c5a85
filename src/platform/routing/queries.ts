import 'server-only'
import { cache } from 'react'
import { cachedRead } from '@/platform/cache/cached'
import { tags } from '@/platform/cache/tags'
import { defaultLocale, isLocale, locales, type Locale } from '@/i18n/locales'
import { RouteTable, type LocalizedPaths } from '@/i18n/routes'
import { payload } from '@/payload/local-api'
import { localizedOf } from '@/domain/site-urls'

export interface LanguageSettings {
  enabled: Locale[]
  default: Locale
}

/** Menu pages' keys and per-language paths, the data of the route table. */
export const getRouteOverrides = cachedRead(
  async (): Promise<Array<{ key: string; paths: Partial<LocalizedPaths> }>> => {
    const p = await payload()
    const res = await p.find({
      collection: 'menu-pages',
      locale: 'all',
      depth: 0,
      limit: 500,
      pagination: false,
      select: { key: true, path: true },
    })
    return res.docs.map((doc) => ({
      key: doc.key as string,
      paths: localizedOf(doc.path),
    }))
  },
  ['route-overrides'],
  { tags: [tags.routes] },
)

/** The route table, built once per render from the cached overrides. */
export const getRouteTable = cache(async (): Promise<RouteTable> => new RouteTable(await getRouteOverrides()))

export const getLanguageSettings = cachedRead(
  async (): Promise<LanguageSettings> => {
    const p = await payload()
    const s = await p.findGlobal({
      slug: 'site-settings',
      depth: 0,
      select: { languages: true, defaultLanguage: true },
    })
    const enabled = (s.languages ?? []).filter(isLocale)
    const list = enabled.length ? locales.filter((l) => enabled.includes(l)) : [...locales]
    const def = isLocale(s.defaultLanguage) && list.includes(s.defaultLanguage) ? s.defaultLanguage : list[0]
    return { enabled: list, default: def ?? defaultLocale }
  },
  ['language-settings'],
  { tags: [tags.settings] },
)

/** The paths of the property lists (for sale, for rent) in every enabled language (`/en/for-sale/`). */
export async function getListPaths(): Promise<string[]> {
  const [table, languages] = await Promise.all([getRouteTable(), getLanguageSettings()])
  return languages.enabled.flatMap((locale) =>
    (['for-sale', 'for-rent'] as const).map((key) => table.href({ kind: 'page', key }, locale)),
  )
}
