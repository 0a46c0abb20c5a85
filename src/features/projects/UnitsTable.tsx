import { formatPrice } from '@/domain/currency'
import { focusRingBrand } from '@/ui/shell/ui'
import { NavLink } from '@/ui/shell/NavLink'
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

/** A unit's facts as its row's cells and its disclosure show them. */
function factsOf(unit: ProjectUnit, t: ProjectsT) {
  return {
    type: unit.type ?? <NotGiven t={t} />,
    floor: unit.floor !== null ? floorText(unit.floor, t) : <NotGiven t={t} />,
    bedrooms: unit.bedrooms !== null ? unit.bedrooms : <NotGiven t={t} />,
    living: unit.living !== null ? t('units.surface', { value: unit.living }) : <NotGiven t={t} />,
    price: unit.price !== null && unit.price > 0 ? formatPrice(unit.price) : <NotGiven t={t} />,
  }
}

const linkClass = `rounded-sm text-brand underline underline-offset-4 hover:text-brand-dark ${focusRingBrand}`

/**
 * The facts of a unit that is no property of its own, as a disclosure under the table on a phone,
 * where the table scrolls sideways and hides most of a row.
 */
function UnitDisclosure({ unit, t }: { unit: ProjectUnit; t: ProjectsT }) {
  const facts = factsOf(unit, t)
  return (
    <details data-testid="unit-details">
      <summary className={`cursor-pointer font-semibold ${linkClass}`}>{unit.reference}</summary>
      <dl className="mt-2 grid grid-cols-[auto_auto] justify-start gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{t('units.type')}</dt>
        <dd>{facts.type}</dd>
        <dt className="text-slate-600">{t('units.floor')}</dt>
        <dd>{facts.floor}</dd>
        <dt className="text-slate-600">{t('units.bedrooms')}</dt>
        <dd>{facts.bedrooms}</dd>
        <dt className="text-slate-600">{t('units.living')}</dt>
        <dd>{facts.living}</dd>
        <dt className="text-slate-600">{t('units.price')}</dt>
        <dd>{facts.price}</dd>
      </dl>
    </details>
  )
}

/**
 * The project's units: a table that scrolls sideways on a phone. A unit that is a published
 * property of its own (`links`, by unit key) links to its page.
 */
export function UnitsTable({
  units,
  links,
  title,
  t,
}: {
  units: ProjectUnit[]
  links: ReadonlyMap<string, string>
  title: string
  t: ProjectsT
}) {
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
          {/* A focusable, labelled section (a region) so keyboard users can scroll the table sideways on a phone;
              relative, so the table's visually hidden texts stay inside it. */}
          <section
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
                  const facts = factsOf(unit, t)
                  const href = links.get(unit.key)
                  return (
                    <tr
                      key={unit.key}
                      data-status={status ?? 'unknown'}
                      className={taken ? 'bg-slate-50 text-slate-500' : 'text-slate-800'}
                    >
                      <th scope="row" className={`${td} text-left align-top font-semibold`}>
                        {href ? (
                          <NavLink href={href} className={linkClass}>
                            {unit.reference}
                          </NavLink>
                        ) : (
                          unit.reference
                        )}
                      </th>
                      <td className={td}>{facts.type}</td>
                      <td className={td}>{facts.floor}</td>
                      <td className={`${td} text-right tabular-nums`}>{facts.bedrooms}</td>
                      <td className={`${td} text-right tabular-nums`}>{facts.living}</td>
                      <td className={`${td} text-right tabular-nums ${taken ? 'line-through' : 'font-semibold'}`}>
                        {facts.price}
                      </td>
                      <td className={td}>
                        <StatusBadge status={status} t={t} />
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </section>
          {units.some((u) => !links.has(u.key)) ? (
            <ul className="mt-4 space-y-2 md:hidden">
              {units
                .filter((u) => !links.has(u.key))
                .map((unit) => (
                  <li key={unit.key} className="rounded-lg border border-slate-200 px-3 py-2">
                    <UnitDisclosure unit={unit} t={t} />
                  </li>
                ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  )
}
