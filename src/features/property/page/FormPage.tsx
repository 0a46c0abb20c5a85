import { translatorOf } from '@/i18n/translator'
import { notFound } from 'next/navigation'
import { fixCityName } from '@/domain/address'
import { isOpenForEnquiry } from '@/domain/availability'
import { ResponsiveImage } from '@/ui/media/ResponsiveImage'
import { DetailBreadcrumb } from '@/ui/page/DetailBreadcrumb'
import type { RenderContext } from '@/ui/page/types'
import { priceText } from '@/features/property/facts'
import { getPropertyDetail } from '@/features/property/queries'
import { Shell } from '@/ui/shell/Shell'
import { EnquiryForm } from '../../enquiries/EnquiryForm'
import { RentTerms } from '../../enquiries/RentTerms'

/**
 * A form about one property (`/{locale}/property/{id}/{form}/`, linked from the property page):
 * the property it is about, then the form with that property chosen. The same page for every
 * visitor, so it is cached like the property page. A property closed for enquiries (sold,
 * rented) has no forms.
 */
export async function renderPropertyForm({ locale, table, resolution, alternates: languageVersions }: RenderContext) {
  const target = resolution.target
  if (target.kind !== 'property-form') notFound()
  const p = await getPropertyDetail(target.id, locale)
  if (!p || !isOpenForEnquiry(p.marquee)) notFound()
  const [te, tp, alternates] = await Promise.all([
    translatorOf(locale, 'enquiries'),
    translatorOf(locale, 'property'),
    languageVersions(),
  ])
  const city = p.city ? fixCityName(p.city.name) : ''
  const propertyHref = table.href({ kind: 'property', id: p.id, goal: p.goal, city, title: p.title }, locale)
  const photo = p.photos[0]
  return (
    <Shell locale={locale} alternates={alternates}>
      <DetailBreadcrumb
        locale={locale}
        table={table}
        list={p.goal === 'rent' ? 'for-rent' : 'for-sale'}
        name={p.title}
        href={propertyHref}
        className="mx-auto max-w-4xl px-4 pt-6 md:px-6"
      />
      <main id="main" className="mx-auto max-w-4xl px-4 py-8 md:px-6">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 md:text-4xl">
          {te(`kinds.${target.form}.title`)}
        </h1>
        <a
          href={propertyHref}
          className="mt-6 flex items-center gap-4 rounded-lg border border-slate-200 bg-white p-3 hover:border-brand focus-ring-brand"
          data-testid="form-property"
        >
          {photo ? (
            <ResponsiveImage
              image={photo}
              sizes="120px"
              use={['w100', 'w400']}
              alt=""
              className="h-20 w-28 shrink-0 rounded object-cover"
            />
          ) : null}
          <span className="min-w-0">
            <span className="block font-semibold text-slate-900">{p.title}</span>
            <span className="block text-sm text-slate-600">{[p.reference, city].filter(Boolean).join(' · ')}</span>
            <span className="block font-medium text-slate-800">{priceText(p, tp)}</span>
          </span>
        </a>
        {target.form === 'rent-application' ? (
          <div className="mt-8">
            <RentTerms property={p} locale={locale} />
          </div>
        ) : null}
        <div className="mt-10">
          <EnquiryForm kind={target.form} locale={locale} propertyId={p.id} />
        </div>
      </main>
    </Shell>
  )
}
