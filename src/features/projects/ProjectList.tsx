import { translatorOf } from '@/i18n/translator'
import { ResponsiveImage } from '@/ui/media/ResponsiveImage'
import { focusRingBrand } from '@/ui/shell/ui'
import type { Locale } from '@/i18n/locales'
import type { RouteTable } from '@/i18n/routes'
import { ProjectLink } from './ProjectLink'
import { getPublishedProjects, type ProjectSummary } from './queries'
import { availabilityLine, fromPrice, type ProjectsT } from './summary-text'
import { summarizeUnits } from './units'

const HEADING_ID = 'projects-list-heading'

/** The published projects, shown on the projects page below its modules. */
export async function ProjectList({ locale, table }: { locale: Locale; table: RouteTable }) {
  const [t, projects] = await Promise.all([translatorOf(locale, 'projects'), getPublishedProjects(locale)])
  return (
    <section aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="text-2xl font-semibold tracking-tight text-slate-900">
        {t('list.heading')}
      </h2>
      {projects.length === 0 ? (
        <p role="status" className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-6 text-slate-700">
          {t('list.empty')}
        </p>
      ) : (
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="project-list">
          {projects.map((project) => (
            <li key={project.id} className="flex">
              <ProjectCard project={project} table={table} locale={locale} t={t} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function ProjectCard({
  project,
  table,
  locale,
  t,
}: {
  project: ProjectSummary
  table: RouteTable
  locale: Locale
  t: ProjectsT
}) {
  const summary = summarizeUnits(project.units)
  const availability = availabilityLine(summary, t)
  const price = fromPrice(summary, t)
  return (
    // The whole card is clickable through the title link's overlay; one link per card for screen readers.
    <article
      data-testid="project-card"
      className="group relative flex w-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="aspect-[3/2] bg-slate-100">
        {project.photo ? (
          // The title next to it says what it shows, so the picture itself is decorative.
          <ResponsiveImage
            image={project.photo}
            sizes="(min-width: 1280px) 400px, (min-width: 767px) 50vw, 100vw"
            alt=""
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-5">
        <h3 className="text-lg font-semibold text-slate-900">
          <ProjectLink
            project={project}
            table={table}
            locale={locale}
            externalLabel={t('list.external')}
            className={`rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:underline ${focusRingBrand}`}
          >
            {project.title}
          </ProjectLink>
        </h3>
        {project.city ? <p className="text-slate-700">{project.city.name}</p> : null}
        {project.delivery ? <p className="text-sm text-slate-600">{project.delivery}</p> : null}
        {availability || price ? (
          <p className="mt-auto flex flex-wrap items-baseline justify-between gap-x-4 pt-3 text-sm">
            {availability ? <span className="font-medium text-slate-800">{availability}</span> : null}
            {price ? <span className="font-semibold text-brand">{price}</span> : null}
          </p>
        ) : null}
      </div>
    </article>
  )
}
