import { translatorOf } from '@/i18n/translator'
import { NavLink } from '@/ui/shell/NavLink'
import { notFound, redirect } from 'next/navigation'
import { formatAddress } from '@/domain/address'
import { MapFrame } from '@/features/map/MapFrame'
import { fileFor } from '@/ui/media/image'
import { EnquiryForm } from '@/features/enquiries/EnquiryForm'
import { DetailBreadcrumb } from '@/ui/page/DetailBreadcrumb'
import type { RenderContext } from '@/ui/page/types'
import { JsonLd } from '@/ui/page/JsonLd'
import { Shell } from '@/ui/shell/Shell'
import { focusRingAccent, focusRingBrand } from '@/ui/shell/ui'
import { env } from '@/platform/env'
import { countryOptions } from '@/domain/countries'
import { AvailabilitySummary } from './AvailabilitySummary'
import { projectJsonLd } from './jsonld'
import { ProjectGallery } from './ProjectGallery'
import { ProjectProperties } from './ProjectProperties'
import { getProject, getProjectProperties, loadProject, type ProjectDetail } from './queries'
import { fromPrice, type ProjectsT } from './summary-text'
import { UnitsTable } from './UnitsTable'
import { summarizeUnits, unitLinks } from './units'

/**
 * A project detail page: /{projects path}/{title-slug}/{id}/ (its canonical URL: the dispatcher
 * checked it). A project with an external address is presented on that site: its page here
 * forwards visitors there (307), and shows itself only in the staff preview.
 */
export async function renderProject({
  locale,
  table,
  resolution,
  canonical,
  alternates: languageVersions,
}: RenderContext) {
  const target = resolution.target
  if (target.kind !== 'project') notFound()
  const preview = resolution.preview
  const project = preview ? await loadProject(target.id, locale, true) : await getProject(target.id, locale)
  if (!project) notFound()
  if (project.externalAddress && !preview) redirect(project.externalAddress)
  const [t, alternates, properties] = await Promise.all([
    translatorOf(locale, 'projects'),
    languageVersions(),
    getProjectProperties(project.id, locale),
  ])
  const summary = summarizeUnits(project.units)
  const links = unitLinks(
    project.units,
    properties.map((p) => ({
      reference: p.reference,
      href: table.href({ kind: 'property', id: p.id, goal: p.goal, city: p.city, title: p.title }, locale),
    })),
  )
  const hasMap = project.latitude !== null && project.longitude !== null
  const paragraphs = project.description.split(/\n\s*\n/).filter((p) => p.trim() !== '')

  return (
    <Shell locale={locale} alternates={alternates}>
      <DetailBreadcrumb locale={locale} table={table} list="projects" name={project.title} href={canonical} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8 md:py-12" data-testid="project-detail">
        <p>
          <NavLink
            href={table.href({ kind: 'page', key: 'projects' }, locale)}
            className={`rounded-sm text-sm font-medium text-brand underline-offset-4 hover:underline ${focusRingBrand}`}
          >
            <span aria-hidden="true">← </span>
            {t('detail.back')}
          </NavLink>
        </p>
        {preview && project.externalAddress ? (
          <p role="note" className="mt-3 rounded-md border-l-4 border-accent bg-amber-50 p-3 text-sm text-slate-800">
            {t('detail.forwardsTo', { address: project.externalAddress })}
          </p>
        ) : null}
        <h1 className="mt-3 text-3xl font-semibold tracking-tight text-slate-900 md:text-4xl">{project.title}</h1>
        <ProjectFacts project={project} locale={locale} t={t} />

        <ProjectGallery photos={project.photos} title={project.title} t={t} />

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
            {project.externalUrl ? (
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
              <a
                href="#project-enquiry"
                data-testid="project-contact"
                className={`mt-4 inline-flex min-h-11 items-center rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark ${focusRingAccent}`}
              >
                {t('detail.contactLink')}
              </a>
            </section>
          </aside>
        </div>

        <UnitsTable units={project.units} links={links} title={project.title} t={t} />

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
        <section aria-labelledby="project-enquiry-title" id="project-enquiry" className="mt-12 max-w-3xl scroll-mt-24">
          <h2 id="project-enquiry-title" className="mb-6 text-2xl font-semibold text-slate-900">
            {t('detail.contactLink')}
          </h2>
          <EnquiryForm kind="contact-construction" locale={locale} projectId={project.id} />
        </section>
      </main>
      <JsonLd data={projectJsonLd(project, env().siteUrl + canonical, env().siteUrl)} />
    </Shell>
  )
}

/** Address (with the neighbourhood) and completion date, under the title. */
function ProjectFacts({
  project,
  locale,
  t,
}: {
  project: ProjectDetail
  locale: RenderContext['locale']
  t: ProjectsT
}) {
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
  if (!address && !project.delivery && !project.neighbourhood) return null
  return (
    <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-1 text-slate-700">
      {address || project.neighbourhood ? (
        <div className="flex gap-2">
          <dt className="sr-only">{t('detail.address')}</dt>
          <dd data-testid="project-address">
            {[address, project.neighbourhood ? t('detail.neighbourhood', { name: project.neighbourhood }) : '']
              .filter(Boolean)
              .join(' · ')}
          </dd>
        </div>
      ) : null}
      {project.delivery ? (
        <div className="flex gap-2">
          <dt className="sr-only">{t('detail.delivery')}</dt>
          <dd>{project.delivery}</dd>
        </div>
      ) : null}
    </dl>
  )
}
