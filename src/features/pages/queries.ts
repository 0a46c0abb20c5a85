import 'server-only'
import { cachedByArgs } from '@/features/cache/cached'
import { tags } from '@/features/cache/tags'
import type { Locale } from '@/i18n/locales'
import { payload } from '@/lib/payload'

export const getMenuPage = cachedByArgs(
  async (key: string, locale: Locale) => {
    const p = await payload()
    const res = await p.find({
      collection: 'menu-pages',
      where: { key: { equals: key } },
      locale,
      depth: 1,
      limit: 1,
      overrideAccess: true,
    })
    return res.docs[0] ?? null
  },
  ['menu-page'],
  (key: string) => [tags.menuPage(key), tags.media],
)
