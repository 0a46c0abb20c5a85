import type { Metadata } from 'next'
import { portalMetadata } from '@/features/portal/page-parts'
import { SelectionPage } from '@/features/portal/SelectionPage'
import { isLocale } from '@/i18n/locales'

/* The owner portal's property selection (features/portal/SelectionPage.tsx): per request, never indexed. */
export const dynamic = 'force-dynamic'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ weekly?: string | string[] }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return isLocale(locale) ? portalMetadata(locale) : {}
}

export default async function PortalPage({ params, searchParams }: Props) {
  const { locale } = await params
  // Not a language: the layout shows the site's not-found view in its place.
  if (!isLocale(locale)) return null
  const { weekly } = await searchParams
  return <SelectionPage locale={locale} saved={typeof weekly === 'string' ? weekly : undefined} />
}
