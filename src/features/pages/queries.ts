import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Locale } from '@/i18n/locales'
import { payload } from '@/lib/payload'

export const getMenuPage = unstable_cache(
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
  { tags: ['menu', 'media', 'content'] },
)
