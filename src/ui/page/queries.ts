import 'server-only'
import { cachedByArgs } from '@/platform/cache/cached'
import { tags } from '@/platform/cache/tags'
import type { Locale } from '@/i18n/locales'
import { payload } from '@/payload/local-api'

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

/**
 * A menu page as staff last saved it (the newest draft, else the published version), for the
 * staff preview; never cached.
 */
export async function loadMenuPageDraft(key: string, locale: Locale) {
  const p = await payload()
  const res = await p.find({
    collection: 'menu-pages',
    where: { key: { equals: key } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    select: { key: true },
  })
  const id = res.docs[0]?.id
  if (id === undefined) return null
  // findByID with `draft` falls back to the main row when the page has no newer version.
  return p.findByID({
    collection: 'menu-pages',
    id,
    locale,
    depth: 1,
    draft: true,
    overrideAccess: true,
    disableErrors: true,
  })
}
