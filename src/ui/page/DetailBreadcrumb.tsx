import { translatorOf } from '@/i18n/translator'
import type { Locale } from '@/i18n/locales'
import type { RouteTable } from '@/i18n/routes'
import { env } from '@/platform/env'
import { Breadcrumb } from './Breadcrumb'
import { getMenuPage } from './queries'

/** The list page a detail page belongs to, and what it is called when its menu page has no title. */
const lists = {
  projects: { key: 'projects', fallback: 'builtIn.projects' },
  'for-sale': { key: 'for-sale', fallback: 'listForSale' },
  'for-rent': { key: 'for-rent', fallback: 'listForRent' },
} as const

/**
 * The breadcrumb of a detail page (docs/rules/content-and-modules.md): Home › its list page (the
 * menu page's title, when published) › the page itself, with its BreadcrumbList JSON-LD.
 */
export async function DetailBreadcrumb({
  locale,
  table,
  list,
  name,
  href,
  className,
}: {
  locale: Locale
  table: RouteTable
  list: keyof typeof lists
  name: string
  href: string
  className?: string
}) {
  const { key, fallback } = lists[list]
  const [t, page] = await Promise.all([translatorOf(locale, 'pages'), getMenuPage(key, locale)])
  const published = page?._status === 'published'
  const trail = [
    { name: t('home'), href: table.href({ kind: 'page', key: 'home' }, locale) },
    ...(published || list === 'projects'
      ? [
          {
            name: (published && String(page.title ?? '').trim()) || t(fallback),
            href: table.href({ kind: 'page', key }, locale),
          },
        ]
      : []),
    { name, href },
  ]
  return <Breadcrumb trail={trail} label={t('breadcrumb')} siteUrl={env().siteUrl} className={className} />
}
