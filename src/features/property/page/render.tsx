import { translatorOf } from '@/i18n/translator'
import { notFound } from 'next/navigation'
import { formatAddress, fixCityName } from '@/domain/address'
import { availabilityOf, isOpenForEnquiry } from '@/domain/availability'
import { sourcesOf } from '@/ui/media/image'
import { ViewBeacon } from '@/features/page-views/ViewBeacon'
import { NewsBadge } from '@/features/price-history/NewsBadge'
import { PriceHistory } from '@/features/price-history/PriceHistory'
import { PurchaseCosts } from '@/features/purchase-costs/PurchaseCosts'
import { DetailBreadcrumb } from '@/ui/page/DetailBreadcrumb'
import type { RenderContext } from '@/ui/page/types'
import type { PropertyForm } from '@/i18n/routes'
import { JsonLd } from '@/ui/page/JsonLd'
import { Shell } from '@/ui/shell/Shell'
import { SaveToShortlist } from '@/ui/shortlist/SaveToShortlist'
import { env } from '@/platform/env'
import { factsOf, priceText } from '../facts'
import { keyFactsOf } from '../key-facts'
import { listingJsonLd } from '../jsonld'
import { getPropertyDetail, loadPropertyDetail } from '../queries'
import { ActionsSection } from './ActionsSection'
import { agencyOf } from './agency'
import { AgencyContact } from './AgencyContact'
import { ContactBar } from './ContactBar'
import { DescriptionSection, paragraphsOf } from './DescriptionSection'
import { FactSections } from './FactSections'
import { LocationSection } from './LocationSection'
import { MediaSection } from './MediaSection'
import { PropertyGallery } from './PropertyGallery'
import { PropertyHeader } from './PropertyHeader'
import { PropertyMap } from './PropertyMap'
import { ShareSection } from './ShareSection'
import '../print.css'
import './contact.css'

const COUNTRY_CODES: Record<string, string> = { '10': 'BE', '20': 'FR', '30': 'NL', '40': 'DE', '50': 'LU' }

/** The property detail page (at its canonical URL: the dispatcher checked it). */
export async function renderProperty({
  locale,
  table,
  resolution,
  canonical,
  alternates: languageVersions,
}: RenderContext) {
  const target = resolution.target
  if (target.kind !== 'property') notFound()
  const drafts = resolution.preview
  const p = drafts ? await loadPropertyDetail(target.id, locale, true) : await getPropertyDetail(target.id, locale)
  if (!p) notFound()

  const [t, alternates, agency] = await Promise.all([
    translatorOf(locale, 'property'),
    languageVersions(),
    agencyOf(locale),
  ])
  const origin = env().siteUrl
  const url = origin + canonical

  const cityName = p.city ? fixCityName(p.city.name) : ''
  const country = p.city?.country ?? '10'
  const countryName = t.has(`values.country.${country}`) ? t(`values.country.${country}`) : ''
  const street = formatAddress({ ...p, zip: p.city?.zip, city: p.city?.name, country, countryName }, t('values.box'))
  const address = [street, p.neighbourhood ? t('neighbourhood', { name: p.neighbourhood }) : '']
    .filter(Boolean)
    .join(' · ')
  const kind = p.typeDescription?.trim() || p.typeName
  const subtitle = kind && cityName ? t('typeInCity', { type: kind, city: cityName }) : kind || cityName
  const availability = availabilityOf(p.marquee, p.goal)
  const badge = availability === 'available' ? null : t(`badge.${availability}`)
  const price = priceText(p, t)
  const paragraphs = paragraphsOf(p.description)
  const main = p.photos[0]
  // Half the main column from tablets on (two players side by side), the screen's width on phones.
  const posterSizes = '(min-width: 1280px) 430px, (min-width: 768px) 50vw, 100vw'
  const poster = main && posterOf(sourcesOf(main, undefined, posterSizes), posterSizes)
  const formHref = (form: PropertyForm) => table.href({ kind: 'property-form', id: p.id, form }, locale)
  const open = isOpenForEnquiry(p.marquee)

  return (
    <Shell locale={locale} alternates={alternates}>
      <DetailBreadcrumb
        locale={locale}
        table={table}
        list={p.goal === 'rent' ? 'for-rent' : 'for-sale'}
        name={p.title}
        href={canonical}
        className="mx-auto max-w-7xl px-4 pt-6 md:px-6 print:hidden"
      />
      <main id="main" data-property-page data-property-id={p.id} className="mx-auto max-w-7xl px-4 py-8 md:px-6">
        {drafts ? null : <ViewBeacon propertyId={p.id} />}
        <JsonLd
          data={listingJsonLd(p, {
            url,
            origin,
            description: paragraphs.join(' ').slice(0, 500) || undefined,
            countryCode: COUNTRY_CODES[country],
          })}
        />
        <NewsBadge records={p.priceRecords} marquee={p.marquee} locale={locale} />
        <PropertyHeader
          p={p}
          t={t}
          locale={locale}
          table={table}
          availability={availability}
          badge={badge}
          subtitle={subtitle}
          address={address}
          keyFacts={keyFactsOf(p, locale, t)}
        />
        <SaveToShortlist id={p.id} title={p.title} locale={locale} className="mt-4 print:hidden" />

        {/* From 1280 px the contact panel stands beside the photos and stays in view (contact.css). */}
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] print:block">
          <div className="min-w-0">
            <PropertyGallery p={p} t={t} counter={t.raw('gallery.counter') as string} />
            <div className="mt-10 space-y-10 print:mt-4 print:space-y-5">
              <DescriptionSection paragraphs={paragraphs} t={t} />
              <FactSections p={p} t={t} sections={factsOf(p, locale, t)} />
              <PurchaseCosts locale={locale} p={p} />
              <PriceHistory records={p.priceRecords} price={p} locale={locale} />
              <LocationSection
                p={p}
                t={t}
                address={address}
                map={<PropertyMap p={p} t={t} locale={locale} marker={{ href: canonical, price, badge, subtitle }} />}
              />
              <MediaSection p={p} t={t} poster={poster} />
              <ShareSection url={url} title={p.title} t={t} />
            </div>
          </div>

          <aside aria-label={t('contact.label')} className="lg:mt-6 print:mt-6">
            <div data-testid="contact-panel" className="contact-panel space-y-6 print:space-y-3">
              <AgencyContact agency={agency} t={t} />
              <ActionsSection hrefOf={formHref} goal={p.goal} open={open} t={t} />
            </div>
            <p className="hidden text-sm break-all print:block" data-testid="print-url">
              {t('print.url')} {url}
            </p>
          </aside>
        </div>
      </main>
      <ContactBar agency={agency} hrefOf={formHref} open={open} t={t} />
    </Shell>
  )
}

/** The poster's attributes: a srcset only when there is a choice (none sent as "$undefined"). */
function posterOf({ src, srcSet }: { src: string; srcSet?: string }, sizes: string) {
  return srcSet ? { src, srcSet, sizes } : { src, sizes }
}
