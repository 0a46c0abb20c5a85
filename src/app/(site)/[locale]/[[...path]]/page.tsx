import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { decodeListQuery, listQueryString } from '@/features/listings/params'
import { renderPage } from '@/features/pages/render'
import { getLanguageSettings, getRouteTable } from '@/features/routing/queries'
import { pageMetadata } from '@/features/seo/metadata'
import { isLocale } from '@/i18n/locales'

interface Props {
  params: Promise<{ locale: string; path?: string[] }>
}

// Rendered on first request, then served from the cache until the content changes.
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

async function resolve(props: Props) {
  const { locale, path = [] } = await props.params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [table, languages] = await Promise.all([getRouteTable(), getLanguageSettings()])
  // A language switched off in the back office has no pages.
  if (!languages.enabled.includes(locale)) notFound()
  const resolution = table.resolve(locale, path)
  return { locale, table, resolution }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, table, resolution } = await resolve(props)
  return resolution ? pageMetadata({ locale, table, resolution }) : {}
}

export default async function Page(props: Props) {
  const { locale, table, resolution } = await resolve(props)
  if (!resolution) notFound()
  if (resolution.redirectTo) {
    // Keep the visitor's filters when only the path's form was wrong.
    const query = resolution.listQuery ? listQueryString(decodeListQuery(resolution.listQuery)) : ''
    permanentRedirect(resolution.redirectTo + query)
  }
  return renderPage({ locale, table, resolution })
}
