import 'server-only'
import { cachedRead } from '@/platform/cache/cached'
import { tags } from '@/platform/cache/tags'
import { cleanTagIds, type TagIds } from '@/domain/consent'
import { imageOf, type Image } from '@/ui/media/image'
import type { Locale } from '@/i18n/locales'
import { payload } from '@/payload/local-api'
import type { SiteSetting } from '@/payload/payload-types'
import { footerColumns, type FooterColumn } from './footer-data'
import { resolveTopBarLink, safeColor, type ResolvedLink } from './links'
import type { MenuPageEntry } from './menu'
import { relationId } from '@/domain/relation'

/*
 * Reads of the page shell, cached by locale. Most return a small plain object rather than the
 * Payload document, to keep cache entries small; tags come from
 * src/platform/cache/tags.ts so an edit in the back office shows at once.
 */

export interface ShellSettings {
  siteName: string
  logo: Image | null
  logoLight: Image | null
  copyright: string | null
  transparentHeaderOnHome: boolean
  showDemandRegisterButton: boolean
  /** Analytics, ads, tag manager and social pixel ids (well-formed ones only). */
  tagIds: TagIds
}

/** The 'site-settings' global with its media (logos, home banner) populated; shared with the home banner. */
export const getSiteSettings = cachedRead(
  async (locale: Locale): Promise<SiteSetting> => {
    const p = await payload()
    return p.findGlobal({ slug: 'site-settings', locale, depth: 1 })
  },
  ['shell-site-settings'],
  { tags: [tags.settings, tags.media] },
)

export async function getShellSettings(locale: Locale): Promise<ShellSettings> {
  const s = await getSiteSettings(locale)
  return {
    siteName: String(s.siteName ?? ''),
    logo: imageOf(s.logo),
    logoLight: imageOf(s.logoLight),
    copyright: s.copyright ?? null,
    transparentHeaderOnHome: s.transparentHeaderOnHome !== false,
    showDemandRegisterButton: s.showDemandRegisterButton === true,
    tagIds: cleanTagIds(s.analytics ?? {}),
  }
}

export type TopBarIcon = 'phone' | 'mail' | 'pin' | 'clock' | 'facebook' | 'instagram' | 'linkedin' | 'whatsapp'

export interface TopBarItem {
  label: string
  link: ResolvedLink | null
  icon: TopBarIcon | null
  color?: string
}

export interface TopBarData {
  left: TopBarItem[]
  right: TopBarItem[]
}

type RawTopBarItem = {
  id?: string | null
  status?: boolean | null
  icon?: string | null
  color?: string | null
  label?: string | null
  link?: string | null
  localizedLink?: string | null
}

const topBarItems = (items: RawTopBarItem[] | null | undefined): TopBarItem[] =>
  (items ?? [])
    // An item shows only when its status is on.
    .filter((i) => i.status === true && (i.label ?? '').trim() !== '')
    .map((i) => ({
      label: String(i.label).trim(),
      link: resolveTopBarLink(i),
      icon: i.icon && i.icon !== 'none' ? (i.icon as TopBarIcon) : null,
      color: safeColor(i.color),
    }))

/** The top bar, or null when it is switched off or has nothing to show. */
export const getTopBar = cachedRead(
  async (locale: Locale): Promise<TopBarData | null> => {
    const p = await payload()
    const bar = await p.findGlobal({ slug: 'top-bar', locale, depth: 0 })
    if (bar.show === false) return null
    const data = { left: topBarItems(bar.leftItems), right: topBarItems(bar.rightItems) }
    return data.left.length || data.right.length ? data : null
  },
  ['shell-top-bar'],
  { tags: [tags.topBar] },
)

export const getFooterColumns = cachedRead(
  async (locale: Locale): Promise<FooterColumn[]> => {
    const p = await payload()
    const footer = await p.findGlobal({ slug: 'footer', locale, depth: 1 })
    return footerColumns(footer.columns)
  },
  ['shell-footer'],
  { tags: [tags.footer, tags.media] },
)

/** Every published menu page (menu entries and the legal pages the footer links to). */
export const getPublishedMenuPages = cachedRead(
  async (locale: Locale): Promise<MenuPageEntry[]> => {
    const p = await payload()
    const res = await p.find({
      collection: 'menu-pages',
      locale,
      depth: 0,
      pagination: false,
      limit: 500,
      where: { _status: { equals: 'published' } },
      select: { title: true, key: true, _status: true, showInMenu: true, sort: true, parent: true },
      sort: 'sort',
    })
    return res.docs.map((d) => ({
      id: d.id as number,
      key: String(d.key),
      title: String(d.title ?? d.key),
      status: d._status,
      showInMenu: d.showInMenu,
      sort: d.sort,
      parent: relationId(d.parent),
    }))
  },
  ['shell-menu-pages'],
  { tags: [tags.menu] },
)
