import type { Metadata } from 'next'
import { portalMetadata } from '@/features/portal/page-parts'
import { PropertyPage, propertyTitle } from '@/features/portal/PropertyPage'
import { isLocale } from '@/i18n/locales'
import { NotFoundView, notFoundMetadata } from '@/site/NotFoundView'

/* One of the owner's properties in the portal (features/portal/PropertyPage.tsx): per request, never indexed. */
export const dynamic = 'force-dynamic'

interface Props {
  params: Promise<{ locale: string; property: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, property } = await params
  if (!isLocale(locale)) return {}
  const title = await propertyTitle(locale, property)
  return title === undefined ? notFoundMetadata(locale) : portalMetadata(locale, title)
}

export default async function PortalPropertyPage({ params }: Props) {
  const { locale, property } = await params
  // Not a language: the layout shows the site's not-found view in its place.
  if (!isLocale(locale)) return null
  // Not the owner's: the site's not-found view, answered with 404 by the server entry
  // (docs/rules/urls-and-languages.md#not-found).
  return (await PropertyPage({ locale, propertyId: property })) ?? <NotFoundView locale={locale} withTitle={false} />
}
