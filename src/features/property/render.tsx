import Link from 'next/link'
import type { ReactNode } from 'react'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { formatAddress, fixCityName } from '@/domain/address'
import { availabilityOf, isOpenForEnquiry } from '@/domain/availability'
import { energyLabel, renovationNotice } from '@/domain/energy'
import { isEmpty } from '@/domain/empty'
import { stripHtml } from '@/domain/text'
import { MapFrame } from '@/features/map/MapFrame'
import { fileFor } from '@/features/media/image'
import { DetailBreadcrumb } from '@/features/pages/DetailBreadcrumb'
import type { RenderContext } from '@/features/pages/types'
import { ProjectLink } from '@/features/projects/ProjectLink'
import { alternatesOf } from '@/features/routing/alternates'
import { JsonLd } from '@/features/seo/JsonLd'
import { getSiteSettings } from '@/features/shell/queries'
import { Shell } from '@/features/shell/Shell'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { EnergyLabelImage, labelText } from './EnergyLabelImage'
import { streetViewUrl, tourEmbed, videoEmbed } from './embeds'
import { factsOf, priceText, type Fact, type SectionKey, type Translate } from './facts'
import { Gallery } from './Gallery'
import { listingJsonLd } from './jsonld'
import { MediaEmbed } from './MediaEmbed'
import { PrintButton } from './PrintButton'
import { getPropertyDetail, loadPropertyDetail } from './queries'
import { Share } from './Share'
import { shareLinks } from './share-links'
import type { PropertyDetail } from './types'
import './print.css'

/** The order of the detail groups; energy has its own block with the label image. */
const sectionOrder: SectionKey[] = [
  'costs',
  'surfaces',
  'construction',
  'comfort',
  'energy',
  'legal',
  'viager',
  'availability',
]

const COUNTRY_CODES: Record<string, string> = { '10': 'BE', '20': 'FR', '30': 'NL', '40': 'DE', '50': 'LU' }

const focusRing = 'focus-ring-brand'
const primaryButton = `inline-flex min-h-11 w-full items-center justify-center rounded-md bg-brand px-4 py-2 text-center font-semibold text-white hover:bg-brand-dark ${focusRing}`
const secondaryButton = `inline-flex min-h-11 w-full items-center justify-center rounded-md border border-brand px-4 py-2 text-center font-semibold text-brand hover:bg-brand/5 ${focusRing}`

function FactList({ facts, columns = 2 }: { facts: Fact[]; columns?: 1 | 2 }) {
  return (
    <dl className={`grid gap-x-8 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
      {facts.map((f) => (
        <div key={f.key} data-fact={f.key} className="flex justify-between gap-4 border-b border-slate-200 py-2">
          <dt className="text-slate-600">{f.label}</dt>
          <dd className="text-right font-medium">{f.value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Heading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-3 text-xl font-semibold tracking-tight">
      {children}
    </h2>
  )
}

function paragraphsOf(text: string | null): string[] {
  if (isEmpty(text)) return []
  return text
    .split(/\r?\n/)
    .map((line) => stripHtml(line))
    .filter(Boolean)
}

async function AgencyContact({ locale, t }: { locale: Locale; t: Translate }) {
  const s = await getSiteSettings(locale)
  // Shown as entered: the agency's number is international (+32 …), which the 9/10-digit grouping would garble.
  const phone = isEmpty(s.phone) ? '' : s.phone.trim()
  const email = isEmpty(s.email) ? '' : s.email.trim()
  return (
    <section aria-labelledby="agency-title" className="rounded-md bg-slate-50 p-5" data-testid="agency-contact">
      <h2 id="agency-title" className="text-lg font-semibold">
        {t('agency.title')}
      </h2>
      <p className="mt-1 font-medium">{s.siteName}</p>
      {isEmpty(s.address) ? null : <p className="whitespace-pre-line text-slate-700">{s.address}</p>}
      <dl className="mt-2 space-y-1 text-slate-700">
        {phone ? (
          <div className="flex gap-2">
            <dt>{t('agency.phone')}</dt>
            <dd>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={`underline ${focusRing}`}>
                {phone}
              </a>
            </dd>
          </div>
        ) : null}
        {email ? (
          <div className="flex gap-2">
            <dt>{t('agency.email')}</dt>
            <dd>
              <a href={`mailto:${email}`} className={`break-all underline ${focusRing}`}>
                {email}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}

function EnergySection({ p, t, facts }: { p: PropertyDetail; t: Translate; facts: Fact[] }) {
  const label = energyLabel({
    epcValue: p.energy.epcValue,
    labelText: p.energy.epcLabelText,
    zip: p.city?.zip,
    countryId: p.city ? Number(p.city.country) : null,
  })
  if (!label && !facts.length) return null
  const letter = label ? labelText(label.label) : ''
  const region = t(`energy.region.${label?.region ?? 'other'}`)
  const rows: Fact[] = label ? [{ key: 'energyLabel', label: t('fields.energyLabel'), value: letter }, ...facts] : facts
  return (
    <section aria-labelledby="energy-title" data-testid="section-energy">
      <Heading id="energy-title">{t('sections.energy')}</Heading>
      <div className="grid items-start gap-6 md:grid-cols-[18rem_1fr]">
        {label ? (
          <EnergyLabelImage
            region={label.region}
            label={label.label}
            accessibleName={t('energy.labelWithRegion', { label: letter, region })}
          />
        ) : null}
        <FactList facts={rows} columns={1} />
      </div>
      {label && renovationNotice(label.label) ? (
        <p
          className="mt-4 rounded-md border-l-4 border-accent bg-amber-50 p-3 text-sm text-slate-800"
          data-testid="renovation-notice"
        >
          {t('energy.notice')}
        </p>
      ) : null}
    </section>
  )
}

function LocationSection({ p, t, address, map }: { p: PropertyDetail; t: Translate; address: string; map: ReactNode }) {
  const coords = p.publishAddress && p.latitude !== null && p.longitude !== null
  return (
    <section aria-labelledby="location-title" data-testid="section-location">
      <Heading id="location-title">{t('sections.location')}</Heading>
      <p className="font-medium" data-testid="property-address">
        {address}
      </p>
      {p.publishAddress ? null : <p className="text-sm text-slate-600">{t('location.cityOnly')}</p>}
      {coords ? (
        <>
          <div className="mt-4 print:hidden">{map}</div>
          <p className="mt-3 print:hidden">
            <a
              href={streetViewUrl(p.latitude!, p.longitude!)}
              target="_blank"
              rel="noopener noreferrer"
              className={`font-medium text-brand underline ${focusRing}`}
              data-testid="street-view"
            >
              {t('location.streetView')}
              <span className="sr-only"> ({t('location.opensInNewTab')})</span>
            </a>
          </p>
        </>
      ) : null}
    </section>
  )
}

/** The property detail page (at its canonical URL: the dispatcher checked it). */
export async function renderProperty({ locale, table, resolution, canonical }: RenderContext) {
  const target = resolution.target
  if (target.kind !== 'property') notFound()
  const drafts = resolution.preview
  const p = drafts ? await loadPropertyDetail(target.id, locale, true) : await getPropertyDetail(target.id, locale)
  if (!p) notFound()

  const [tr, alternates] = await Promise.all([
    getTranslations({ locale, namespace: 'property' }),
    alternatesOf(table, locale, resolution),
  ])
  const t: Translate = (key, values) => tr(key as never, values as never)
  const origin = env().siteUrl
  const url = origin + canonical

  const cityName = p.city ? fixCityName(p.city.name) : ''
  const country = p.city?.country ?? '10'
  const countryName = tr.has(`values.country.${country}` as never) ? t(`values.country.${country}`) : ''
  const street = formatAddress({ ...p, zip: p.city?.zip, city: p.city?.name, country, countryName }, t('values.box'))
  const address = [street, p.neighbourhood ? t('neighbourhood', { name: p.neighbourhood }) : '']
    .filter(Boolean)
    .join(' · ')
  const kind = p.typeDescription?.trim() || p.typeName
  const subtitle = kind && cityName ? t('typeInCity', { type: kind, city: cityName }) : kind || cityName
  const availability = availabilityOf(p.marquee, p.goal)
  const badge = availability === 'available' ? null : t(`badge.${availability}`)
  const open = isOpenForEnquiry(p.marquee)
  const price = priceText(p, t)
  const sections = factsOf(p, locale, t)
  const energyFacts = sections.find((s) => s.key === 'energy')?.facts ?? []
  const paragraphs = paragraphsOf(p.description)
  const main = p.photos[0]
  const poster = main ? fileFor(main, 1360).url : undefined

  const contact = table.href({ kind: 'page', key: 'contact' }, locale) + '?property=' + p.id
  const entryPoints = [
    { key: 'contact', href: contact, label: t('actions.contact'), primary: true },
    { key: 'visit', href: `${contact}&form=contact-appointment`, label: t('actions.visit'), primary: false },
    { key: 'friend', href: `${contact}&form=send-to-friend`, label: t('actions.friend'), primary: false },
  ]

  const video = videoEmbed(p.videoUrl)
  const tour = tourEmbed(p.virtualTourUrl)
  const hasCoords = p.publishAddress && p.latitude !== null && p.longitude !== null
  const map = hasCoords ? (
    <MapFrame
      locale={locale}
      title={t('location.map', { title: p.title })}
      className="aspect-[16/9] w-full overflow-hidden rounded-md"
      message={{
        propsList: [
          {
            id: p.id,
            lat: p.latitude!,
            lng: p.longitude!,
            title: p.title,
            href: canonical,
            price,
            image: main ? fileFor(main, 400).url : undefined,
            marquee: p.marquee,
            badge: badge ?? undefined,
            subtitle,
          },
        ],
        messageInfo: {
          title: t('location.mapTitle'),
          noMarkers: t('location.noMarkers'),
          openLink: t('location.openLink'),
        },
        mapType: 'detail',
      }}
    />
  ) : null

  const counter = tr.raw('gallery.counter') as string
  const galleryLabels = {
    region: t('gallery.label'),
    title: t('gallery.dialogTitle', { title: p.title }),
    previous: t('gallery.previous'),
    next: t('gallery.next'),
    close: t('gallery.close'),
    play: t('gallery.play'),
    pause: t('gallery.pause'),
    counter,
    open: p.photos.map((_, i) => t('gallery.open', { index: i + 1, count: p.photos.length })),
    showAll: t('gallery.showAll', { count: p.photos.length }),
    slideshow: t('gallery.slideshow'),
    noPhotos: t('gallery.noPhotos'),
  }

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
        <JsonLd
          data={listingJsonLd(p, {
            url,
            origin,
            description: paragraphs.join(' ').slice(0, 500) || undefined,
            countryCode: COUNTRY_CODES[country],
          })}
        />
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div className="min-w-0">
            {badge ? (
              <p
                data-testid="marquee-badge"
                data-availability={availability}
                className="mb-2 inline-block rounded bg-red-700 px-3 py-1 text-sm font-bold tracking-wider text-white uppercase print:border print:border-black print:bg-white print:text-black"
              >
                {badge}
              </p>
            ) : null}
            <h1 className="text-2xl font-semibold tracking-tight md:text-3xl" data-testid="property-title">
              {p.title}
            </h1>
            {subtitle ? <p className="mt-1 text-lg text-slate-700">{subtitle}</p> : null}
            <p className="mt-1 text-slate-600">{address}</p>
            <p className="mt-1 text-sm text-slate-600">
              {t('reference')} <span data-testid="property-reference">{p.reference}</span>
            </p>
            {p.project ? (
              <p className="mt-1 text-sm">
                <ProjectLink
                  project={p.project}
                  table={table}
                  locale={locale}
                  externalLabel={t('projectExternal')}
                  className={`text-brand underline ${focusRing}`}
                >
                  {t('project', { title: p.project.title })}
                </ProjectLink>
              </p>
            ) : null}
          </div>
          <div className="shrink-0 md:text-right">
            <p className="sr-only">{t('price.label')}</p>
            <p className="text-2xl font-bold text-brand md:text-3xl" data-testid="property-price">
              {price}
            </p>
            {isEmpty(p.priceUnitText) ? null : <p className="text-sm text-slate-600">{p.priceUnitText}</p>}
          </div>
        </div>

        <div className="mt-6">
          <Gallery photos={p.photos} title={p.title} labels={galleryLabels} />
        </div>

        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] print:mt-4 print:block">
          <div className="min-w-0 space-y-10 print:space-y-5">
            {paragraphs.length ? (
              <section aria-labelledby="description-title" data-testid="section-description">
                <Heading id="description-title">{t('sections.description')}</Heading>
                <div className="max-w-prose space-y-3 leading-relaxed text-slate-800">
                  {paragraphs.map((text, i) => (
                    <p key={i}>{text}</p>
                  ))}
                </div>
              </section>
            ) : null}

            {sectionOrder.map((key) => {
              if (key === 'energy') return <EnergySection key={key} p={p} t={t} facts={energyFacts} />
              const s = sections.find((x) => x.key === key)
              return s ? (
                <section key={s.key} aria-labelledby={`facts-${s.key}`} data-testid={`section-${s.key}`}>
                  <Heading id={`facts-${s.key}`}>{s.title}</Heading>
                  <FactList facts={s.facts} />
                </section>
              ) : null
            })}

            <LocationSection p={p} t={t} address={address} map={map} />

            {video || tour ? (
              <section aria-labelledby="media-title" className="print:hidden" data-testid="section-media">
                <Heading id="media-title">{t('sections.media')}</Heading>
                <div className="grid gap-6 md:grid-cols-2">
                  {video ? (
                    <MediaEmbed
                      embed={video}
                      poster={poster}
                      buttonLabel={t('media.playVideo')}
                      frameTitle={t('media.videoTitle', { title: p.title })}
                      note={t('media.thirdParty', { host: video.host })}
                      testId="play-video"
                      consent={{ text: t('media.consentText'), button: t('media.consentButton') }}
                    />
                  ) : null}
                  {tour ? (
                    <MediaEmbed
                      embed={tour}
                      poster={poster}
                      buttonLabel={t('media.openTour')}
                      frameTitle={t('media.tourTitle', { title: p.title })}
                      note={t('media.thirdParty', { host: tour.host })}
                      testId="open-tour"
                    />
                  ) : null}
                </div>
              </section>
            ) : null}
          </div>

          <aside className="space-y-6 print:mt-6 print:space-y-3">
            <section aria-labelledby="actions-title" className="space-y-3 print:hidden" data-testid="property-actions">
              <h2 id="actions-title" className="text-lg font-semibold">
                {t('actions.title')}
              </h2>
              {open ? (
                <ul className="space-y-2">
                  {entryPoints.map((e) => (
                    <li key={e.key}>
                      <Link
                        href={e.href}
                        data-testid={`enquiry-${e.key}`}
                        className={e.primary ? primaryButton : secondaryButton}
                      >
                        {e.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-slate-700">{t('actions.closed')}</p>
              )}
              <PrintButton label={t('actions.print')} className={secondaryButton} />
            </section>
            <section aria-labelledby="share-title" className="print:hidden">
              <h2 id="share-title" className="mb-2 text-lg font-semibold">
                {t('share.title')}
              </h2>
              <Share
                url={url}
                title={p.title}
                links={shareLinks({ url, title: p.title, emailBody: t('share.emailBody', { url }) })}
                labels={{
                  share: t('share.share'),
                  copy: t('share.copy'),
                  copied: t('share.copied'),
                  copyFailed: t('share.copyFailed'),
                  opensInNewTab: t('share.opensInNewTab'),
                  links: {
                    email: t('share.email'),
                    whatsapp: t('share.whatsapp'),
                    facebook: t('share.facebook'),
                    x: t('share.x'),
                    linkedin: t('share.linkedin'),
                  },
                }}
              />
            </section>
            <AgencyContact locale={locale} t={t} />
            <p className="hidden text-sm break-all print:block" data-testid="print-url">
              {t('print.url')} {url}
            </p>
          </aside>
        </div>
      </main>
    </Shell>
  )
}
