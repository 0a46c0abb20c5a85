import { formatPrice } from '@/domain/currency'
import { focusRingBrand } from '@/ui/shell/ui'
import type { ProjectUnit } from './queries'
import { StatusBadge } from './StatusBadge'
import type { ProjectsT } from './summary-text'
import { isTaken, unitStatusOf } from './units'

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

/** The project's units: a table that scrolls sideways on a phone. */
export function UnitsTable({ units, title, t }: { units: ProjectUnit[]; title: string; t: ProjectsT }) {
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
