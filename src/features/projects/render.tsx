import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { formatAddress } from '@/domain/address'
import { availabilityOf } from '@/domain/availability'
import { formatPrice } from '@/domain/currency'
import { priceDisplay } from '@/domain/price'
import { MapFrame } from '@/features/map/MapFrame'
import { fileFor, type Image } from '@/features/media/image'
import { ResponsiveImage } from '@/features/media/ResponsiveImage'
import type { RenderContext } from '@/features/pages/types'
import { alternatesOf } from '@/features/routing/alternates'
import { JsonLd } from '@/features/seo/JsonLd'
import { Shell } from '@/features/shell/Shell'
import { focusRingAccent, focusRingBrand } from '@/features/shell/ui'
import type { Locale } from '@/i18n/locales'
import type { RouteTable } from '@/i18n/routes'
import { env } from '@/lib/env'
import { countryOptions } from '@/payload/collections/Cities'
import { availabilityLine, fromPrice, priceRangeText, StatusBadge, type ProjectsT } from './parts'
import { getProject, getProjectProperties, type ProjectProperty, type ProjectUnit } from './queries'
import { isTaken, summarizeUnits, unitStatusOf, type UnitsSummary } from './units'

/** A project detail page: /{projects path}/{title-slug}/{id}/ (its canonical URL: the dispatcher checked it). */
export async function renderProject({ locale, table, resolution, canonical }: RenderContext) {
  const target = resolution.target
  if (target.kind !== 'project') notFound()
  const project = await getProject(target.id, locale)
  if (!project) notFound()
  const [t, alternates, properties] = await Promise.all([
    getTranslations({ locale, namespace: 'projects' }),
    alternatesOf(table, locale, resolution),
    getProjectProperties(project.id, locale),
  ])
  const summary = summarizeUnits(project.units)
  const country = countryOptions.find((c) => c.value === project.city?.country)
  const address = formatAddress(
    {
      publishAddress: project.publishAddress,
      street: project.street,
      houseNumber: project.houseNumber,
      boxNumber: project.boxNumber,
      zip: project.city?.zip,
      city: project.city?.name,
      country: project.city?.country,
      countryName: country?.label[locale],
    },
    t('detail.box'),
  )
  const hasMap = project.latitude !== null && project.longitude !== null
  const contactHref = `${table.href({ kind: 'page', key: 'contact' }, locale)}?project=${project.id}`
  const paragraphs = project.description.split(/\n\s*\n/).filter((p) => p.trim() !== '')
  const cover = project.photos[0] ? fileFor(project.photos[0], 1360) : null

  return (
    <Shell locale={locale} alternates={alternates}>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8 md:py-12" data-testid="project-detail">
        <p>
          <Link
            href={table.href({ kind: 'page', key: 'projects' }, locale)}
            className={`rounded-sm text-sm font-medium text-brand underline-offset-4 hover:underline ${focusRingBrand}`}
          >
            <span aria-hidden="true">← </span>
            {t('detail.back')}
          </Link>
        </p>
        <h1 className="mt-3 text-3xl font-semibold tracking-tight text-slate-900 md:text-4xl">{project.title}</h1>
        {address || project.delivery ? (
          <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-1 text-slate-700">
            {address ? (
              <div className="flex gap-2">
                <dt className="sr-only">{t('detail.address')}</dt>
                <dd>{address}</dd>
              </div>
            ) : null}
            {project.delivery ? (
              <div className="flex gap-2">
                <dt className="sr-only">{t('detail.delivery')}</dt>
                <dd>{project.delivery}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}

        <Gallery photos={project.photos} title={project.title} t={t} />

        <div className="mt-10 grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            {paragraphs.length ? (
              <section aria-labelledby="project-about">
                <h2 id="project-about" className="text-2xl font-semibold text-slate-900">
                  {t('detail.about')}
                </h2>
                <div className="mt-4 max-w-prose space-y-4 text-slate-700">
                  {paragraphs.map((p, i) => (
                    <p key={i} className="whitespace-pre-line">
                      {p.trim()}
                    </p>
                  ))}
                </div>
              </section>
            ) : null}
            {project.externalUrl && /^https?:\/\//i.test(project.externalUrl) ? (
              <p className="mt-6">
                <a
                  href={project.externalUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`inline-flex min-h-11 items-center gap-1 rounded-sm font-medium text-brand underline underline-offset-4 hover:text-brand-dark ${focusRingBrand}`}
                >
                  {t('detail.website')}
                  <span aria-hidden="true">↗</span>
                  <span className="sr-only"> {t('detail.newTab')}</span>
                </a>
              </p>
            ) : null}
          </div>
          <aside className="space-y-6">
            <AvailabilitySummary summary={summary} t={t} />
            <section
              aria-labelledby="project-contact"
              className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h2 id="project-contact" className="text-lg font-semibold text-slate-900">
                {t('detail.contactHeading')}
              </h2>
              <p className="mt-2 text-sm text-slate-700">{t('detail.contactText')}</p>
              <Link
                href={contactHref}
                data-testid="project-contact"
                className={`mt-4 inline-flex min-h-11 items-center rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark ${focusRingAccent}`}
              >
                {t('detail.contactLink')}
              </Link>
            </section>
          </aside>
        </div>

        <UnitsTable units={project.units} title={project.title} t={t} />

        {properties.length ? <ProjectProperties properties={properties} table={table} locale={locale} t={t} /> : null}

        {hasMap ? (
          <section aria-labelledby="project-location" className="mt-12">
            <h2 id="project-location" className="text-2xl font-semibold text-slate-900">
              {t('detail.location')}
            </h2>
            <MapFrame
              locale={locale}
              title={t('detail.mapTitle', { title: project.title })}
              className="mt-4 border border-slate-200"
              message={{
                mapType: 'detail',
                messageInfo: {
                  title: project.title,
                  noMarkers: t('detail.noMarkers'),
                  openLink: t('detail.openLink'),
                },
                propsList: [
                  {
                    id: project.id,
                    lat: project.latitude as number,
                    lng: project.longitude as number,
                    title: project.title,
                    href: canonical,
                    price: fromPrice(summary, t) ?? undefined,
                    image: project.photos[0] ? fileFor(project.photos[0], 400).url : undefined,
                    subtitle: project.city?.name,
                  },
                ],
              }}
            />
          </section>
        ) : null}
      </main>
      <JsonLd
        data={{
          '@type': 'Residence',
          name: project.title,
          url: env().siteUrl + canonical,
          ...(project.description ? { description: project.description } : {}),
          ...(cover ? { image: env().siteUrl + cover.url } : {}),
          ...(project.city
            ? {
                address: {
                  '@type': 'PostalAddress',
                  ...(project.publishAddress && project.street
                    ? { streetAddress: [project.street, project.houseNumber].filter(Boolean).join(' ') }
                    : {}),
                  postalCode: project.city.zip,
                  addressLocality: project.city.name,
                },
              }
            : {}),
          ...(hasMap && project.publishAddress
            ? { geo: { '@type': 'GeoCoordinates', latitude: project.latitude, longitude: project.longitude } }
            : {}),
        }}
      />
    </Shell>
  )
}

/** A simple responsive gallery: the first photo large, the others in a grid beside or below it. */
function Gallery({ photos, title, t }: { photos: Image[]; title: string; t: ProjectsT }) {
  if (photos.length === 0) return null
  return (
    <section aria-label={t('detail.photos', { title })} className="mt-6">
      <ul className="grid grid-cols-2 gap-2 md:grid-cols-4" data-testid="project-gallery">
        {photos.map((photo, i) => {
          const first = i === 0
          return (
            <li
              key={i}
              className={`overflow-hidden rounded-md bg-slate-100 ${first ? 'col-span-2 md:row-span-2' : ''}`}
            >
              <ResponsiveImage
                image={photo}
                sizes={
                  first
                    ? '(min-width: 1152px) 576px, (min-width: 768px) 50vw, 100vw'
                    : '(min-width: 1152px) 288px, (min-width: 768px) 25vw, 50vw'
                }
                fallbackAlt={t('detail.photoAlt', { title, n: i + 1 })}
                load={first ? 'priority' : 'lazy'}
                className="aspect-[3/2] h-full w-full object-cover"
              />
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function AvailabilitySummary({ summary, t }: { summary: UnitsSummary; t: ProjectsT }) {
  const line = availabilityLine(summary, t)
  if (!line) return null
  const others = (['option', 'sold', 'rented'] as const).filter((s) => summary.counts[s] > 0)
  const range = priceRangeText(summary, t)
  return (
    <section
      aria-labelledby="project-availability"
      data-testid="project-availability"
      className="rounded-lg border border-slate-200 bg-slate-50 p-5"
    >
      <h2 id="project-availability" className="text-lg font-semibold text-slate-900">
        {t('summary.heading')}
      </h2>
      <p className="mt-2 text-xl font-semibold text-brand">{line}</p>
      {others.length ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {others.map((s) => (
            <li key={s}>{t(`summary.${s}`, { count: summary.counts[s] })}</li>
          ))}
        </ul>
      ) : null}
      {range ? <p className="mt-3 text-sm text-slate-700">{t('summary.prices', { range })}</p> : null}
    </section>
  )
}

function floorText(floor: number, t: ProjectsT): string {
  if (floor === 0) return t('units.groundFloor')
  if (floor < 0) return t('units.basement', { level: -floor })
  return String(floor)
}

/** An empty cell: a dash for the eye, words for a screen reader. */
function NotGiven({ t }: { t: ProjectsT }) {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">{t('units.notGiven')}</span>
    </>
  )
}

function UnitsTable({ units, title, t }: { units: ProjectUnit[]; title: string; t: ProjectsT }) {
  const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase whitespace-nowrap'
  const td = 'px-3 py-3 whitespace-nowrap'
  return (
    <section aria-labelledby="project-units" className="mt-12">
      <h2 id="project-units" className="text-2xl font-semibold text-slate-900">
        {t('units.heading')}
      </h2>
      {units.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('units.none')}</p>
      ) : (
        <>
          {/* The caption is shown above the scrolling box, where a phone shows it whole. */}
          <p aria-hidden="true" className="mt-2 text-sm text-slate-600">
            {t('units.caption', { title })}
            <span className="block md:hidden">{t('units.scrollHint')}</span>
          </p>
          {/* A focusable, labelled region so keyboard users can scroll the table sideways on a phone;
              relative, so the table's visually hidden texts stay inside it. */}
          <div
            role="region"
            aria-labelledby="project-units-caption"
            tabIndex={0}
            className={`relative mt-3 overflow-x-auto rounded-lg border border-slate-200 ${focusRingBrand}`}
          >
            <table className="w-full min-w-[44rem] border-collapse text-sm" data-testid="project-units">
              <caption id="project-units-caption" className="sr-only">
                {t('units.caption', { title })}
              </caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={th}>
                    {t('units.reference')}
                  </th>
                  <th scope="col" className={th}>
                    {t('units.type')}
                  </th>
                  <th scope="col" className={th}>
                    {t('units.floor')}
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    {t('units.bedrooms')}
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    {t('units.living')}
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    {t('units.price')}
                  </th>
                  <th scope="col" className={th}>
                    {t('units.status')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {units.map((unit) => {
                  const status = unitStatusOf(unit)
                  const taken = isTaken(status)
                  return (
                    <tr
                      key={unit.key}
                      data-status={status ?? 'unknown'}
                      className={taken ? 'bg-slate-50 text-slate-500' : 'text-slate-800'}
                    >
                      <th scope="row" className={`${td} text-left font-semibold`}>
                        {unit.reference}
                      </th>
                      <td className={td}>{unit.type ?? <NotGiven t={t} />}</td>
                      <td className={td}>{unit.floor !== null ? floorText(unit.floor, t) : <NotGiven t={t} />}</td>
                      <td className={`${td} text-right tabular-nums`}>
                        {unit.bedrooms !== null ? unit.bedrooms : <NotGiven t={t} />}
                      </td>
                      <td className={`${td} text-right tabular-nums`}>
                        {unit.living !== null ? t('units.surface', { value: unit.living }) : <NotGiven t={t} />}
                      </td>
                      <td className={`${td} text-right tabular-nums ${taken ? 'line-through' : 'font-semibold'}`}>
                        {unit.price !== null && unit.price > 0 ? formatPrice(unit.price) : <NotGiven t={t} />}
                      </td>
                      <td className={td}>
                        <StatusBadge status={status} t={t} />
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
}

function propertyPrice(p: ProjectProperty, t: ProjectsT): string {
  const price = priceDisplay(p)
  if (price.kind === 'hidden') return t('detail.priceOnRequest')
  const amount = formatPrice(price.amount)
  if (price.startingFrom) return t('summary.from', { price: amount })
  if (price.perMonth) return t('detail.perMonth', { price: amount })
  return amount
}

function ProjectProperties({
  properties,
  table,
  locale,
  t,
}: {
  properties: ProjectProperty[]
  table: RouteTable
  locale: Locale
  t: ProjectsT
}) {
  return (
    <section aria-labelledby="project-properties" className="mt-12">
      <h2 id="project-properties" className="text-2xl font-semibold text-slate-900">
        {t('detail.properties')}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3" data-testid="project-properties">
        {properties.map((p) => {
          const state = availabilityOf(p.marquee, p.goal)
          const href = table.href({ kind: 'property', id: p.id, goal: p.goal, city: p.city, title: p.title }, locale)
          return (
            <li key={p.id} className="group relative flex gap-4 rounded-lg border border-slate-200 bg-white p-3">
              <div className="h-20 w-28 shrink-0 overflow-hidden rounded bg-slate-100">
                {p.photo ? (
                  <ResponsiveImage image={p.photo} sizes="112px" alt="" className="h-full w-full object-cover" />
                ) : null}
              </div>
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900">
                  <Link
                    href={href}
                    className={`rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:underline ${focusRingBrand}`}
                  >
                    {p.title}
                  </Link>
                </h3>
                <p className="text-sm text-slate-600">{p.reference}</p>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                  <span className={state === 'available' ? 'font-semibold text-brand' : 'text-slate-500 line-through'}>
                    {propertyPrice(p, t)}
                  </span>
                  {state !== 'available' ? <StatusBadge status={state} t={t} /> : null}
                </p>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
