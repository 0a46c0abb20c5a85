import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { portalMetadata } from '@/features/portal/page-parts'
import { PropertyPage, propertyTitle } from '@/features/portal/PropertyPage'
import { isLocale } from '@/i18n/locales'

/* One of the owner's properties in the portal (features/portal/PropertyPage.tsx): per request, never indexed. */
export const dynamic = 'force-dynamic'

interface Props {
  params: Promise<{ locale: string; property: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, property } = await params
  return isLocale(locale) ? portalMetadata(locale, await propertyTitle(locale, property)) : {}
}

export default async function PortalPropertyPage({ params }: Props) {
  const { locale, property } = await params
  if (!isLocale(locale)) notFound()
  return <PropertyPage locale={locale} propertyId={property} />
}
