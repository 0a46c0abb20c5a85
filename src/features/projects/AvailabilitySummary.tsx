import { availabilityLine, priceRangeText, type ProjectsT } from './summary-text'
import type { UnitsSummary } from './units'

/** How many units are available, under option, sold or rented, and the available units' prices. */
export function AvailabilitySummary({ summary, t }: { summary: UnitsSummary; t: ProjectsT }) {
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
