import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { renderPage } from '@/features/pages/render'
import { isStaffRequest, loginHref } from '@/features/preview/access'
import { getLanguageSettings, getRouteTable } from '@/features/routing/queries'
import { pageMetadata } from '@/features/seo/metadata'
import { isLocale } from '@/i18n/locales'

/*
 * Staff preview (SPEC §2): /{locale}/preview/{any public path}/ shows that page as it will look,
 * drafts and unpublished properties included, to staff logged in to the back office. Per request
 * (it reads the login), never cached, never indexed; the consent dialog stays away.
 */
export const dynamic = 'force-dynamic'

interface Props {
  params: Promise<{ locale: string; path?: string[] }>
}

async function resolve(props: Props) {
  const { locale, path = [] } = await props.params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [table, languages] = await Promise.all([getRouteTable(), getLanguageSettings()])
  if (!languages.enabled.includes(locale)) notFound()
  return { locale, table, path, resolution: table.resolve(locale, ['preview', ...path]) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, table, resolution } = await resolve(props)
  const base = resolution ? await pageMetadata({ locale, table, resolution, drafts: true }) : {}
  return { ...base, robots: { index: false, follow: false } }
}

export default async function PreviewPage(props: Props) {
  const { locale, table, path, resolution } = await resolve(props)
  if (!(await isStaffRequest())) {
    redirect(loginHref(`/${locale}/preview/${path.map(encodeURIComponent).join('/')}${path.length ? '/' : ''}`))
  }
  if (!resolution) notFound()
  return renderPage({ locale, table, resolution, drafts: true })
}
