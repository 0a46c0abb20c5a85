import { NavLink } from '@/ui/shell/NavLink'
import { fixCityName } from '@/domain/address'
import { offersGoal } from '@/domain/property-type'
import type { CityFacet, NeighbourhoodFacet, TypeFacet } from './facets'
import type { ListGoal } from './queries'
import { defaultSort, type ListQuery } from '../../domain/list-params'
import type { Translate } from './PropertyCard'
import { FilterAutoApply } from './FilterAutoApply'
import { SelectFilter } from './SelectFilter'
import { field, label } from './filter-classes'

const countOf = (facet: { sale: number; rent: number }, goal: ListGoal) =>
  goal === 'all' ? facet.sale + facet.rent : facet[goal]

export const cityValue = (c: Pick<CityFacet, 'name' | 'zip'>) => `${fixCityName(c.name)}|${c.zip}`

/** A price bound of the filters: a whole number of euros, empty for none. */
function PriceField({ bound, value, label: text }: { bound: 'min' | 'max'; value: number | undefined; label: string }) {
  return (
    <div>
      <label htmlFor={`list-${bound}-price`} className={label}>
        {text}
      </label>
      <input
        id={`list-${bound}-price`}
        name={`${bound}Price`}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        defaultValue={value ?? ''}
        className={field}
      />
    </div>
  )
}

const FORM_ID = 'list-filters'

/** How many filters the query sets (the fold's button shows it). */
export const activeFilterCount = (q: ListQuery) =>
  [q.city, q.type, q.neighbourhood, q.minPrice, q.maxPrice, q.bedrooms].filter((v) => v !== undefined).length

/**
 * The filter form (GET, works without JavaScript): the browser puts the fields in the query
 * string, the proxy cleans it and turns it into the cached list page. Submitting keeps the sort
 * and the view and starts again at page 1 (no page field). On a phone the fields fold behind
 * one button (a native <details>, listings.css unfolds it on wider screens); with JavaScript a
 * change applies at once (FilterAutoApply).
 */
export function ListFilters({
  action,
  resetHref,
  query,
  goal,
  cities,
  types,
  neighbourhoods,
  selectedCityId,
  total,
  t,
}: {
  action: string
  resetHref: string
  query: ListQuery
  goal: ListGoal
  cities: CityFacet[]
  types: TypeFacet[]
  neighbourhoods: NeighbourhoodFacet[]
  /** The city the `city` parameter designates, so a name from another language still shows selected. */
  selectedCityId?: number
  /** The number of properties the current filters select, for the show button. */
  total: number
  t: Translate
}) {
  const cityOptions = cities.filter((c) => countOf(c, goal) > 0 || c.id === selectedCityId)
  // Types offered for this goal that have properties (and the one chosen, whatever it has).
  const typeOptions = types.filter((x) => (offersGoal(x.offered, goal) && countOf(x, goal) > 0) || x.id === query.type)
  const selectedCity = cities.find((c) => c.id === selectedCityId)
  // Neighbourhoods with properties of this goal (and the one chosen); no field at all when none has.
  const neighbourhoodOptions = neighbourhoods.filter((n) => countOf(n, goal) > 0 || n.id === query.neighbourhood)
  const cityName = new Map(cities.map((c) => [c.id, fixCityName(c.name)]))
  const active = activeFilterCount(query)
  return (
    <form id={FORM_ID} method="get" action={action} role="search" aria-labelledby="list-filters-title">
      <details className="list-filters">
        <summary className="list-filters-toggle">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
            <path d="M3 5h14v2H3zm3 4h8v2H6zm2 4h4v2H8z" />
          </svg>
          {t('filters.toggle')}
          {active ? (
            <>
              <span aria-hidden="true" className="list-filters-badge">
                {active}
              </span>
              <span className="sr-only">{t('filters.active', { count: active })}</span>
            </>
          ) : null}
        </summary>
        <div className="list-filters-panel">
          <h2 id="list-filters-title" className="text-base font-semibold text-slate-900">
            {t('filters.title')}
          </h2>
          <div
            className={`mt-3 grid gap-4 md:grid-cols-2 ${neighbourhoodOptions.length ? 'lg:grid-cols-3' : 'lg:grid-cols-5'}`}
          >
            <SelectFilter
              name="city"
              label={t('filters.city')}
              any={t('filters.anyCity')}
              value={selectedCity ? cityValue(selectedCity) : ''}
              options={cityOptions.map((c) => ({
                value: cityValue(c),
                text: t('filters.cityOption', { name: fixCityName(c.name), zip: c.zip, count: countOf(c, goal) }),
              }))}
            />
            <SelectFilter
              name="type"
              label={t('filters.type')}
              any={t('filters.anyType')}
              value={query.type ? String(query.type) : ''}
              options={typeOptions.map((x) => ({
                value: String(x.id),
                text: t('filters.typeOption', { name: x.name, count: countOf(x, goal) }),
              }))}
            />
            {neighbourhoodOptions.length ? (
              <SelectFilter
                name="neighbourhood"
                label={t('filters.neighbourhood')}
                any={t('filters.anyNeighbourhood')}
                value={query.neighbourhood ? String(query.neighbourhood) : ''}
                options={neighbourhoodOptions.map((n) => ({
                  value: String(n.id),
                  text: t('filters.neighbourhoodOption', {
                    name: n.name,
                    city: (n.cityId !== null && cityName.get(n.cityId)) || '',
                    count: countOf(n, goal),
                  }),
                }))}
              />
            ) : null}
            <PriceField bound="min" value={query.minPrice} label={t('filters.minPrice')} />
            <PriceField bound="max" value={query.maxPrice} label={t('filters.maxPrice')} />
            <SelectFilter
              name="bedrooms"
              label={t('filters.bedrooms')}
              any={t('filters.anyBedrooms')}
              value={query.bedrooms ? String(query.bedrooms) : ''}
              // 1 to 5, and a larger number the URL asked for.
              options={[1, 2, 3, 4, 5, ...(query.bedrooms && query.bedrooms > 5 ? [query.bedrooms] : [])].map((n) => ({
                value: String(n),
                text: t('filters.bedroomsOption', { count: n }),
              }))}
            />
          </div>
          {query.sort !== defaultSort ? <input type="hidden" name="sort" value={query.sort} /> : null}
          {/* Always sent, so the proxy sees even a form with every field empty (and cleans its URL). */}
          <input type="hidden" name="view" value={query.view} />
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <button
              type="submit"
              className="inline-flex min-h-11 items-center rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark focus-ring-brand"
            >
              {t('filters.show', { results: t('resultCount', { count: total }) })}
            </button>
            <NavLink
              href={resetHref}
              prefetch={false}
              className="inline-flex min-h-11 items-center text-brand underline underline-offset-2 hover:text-brand-dark focus-ring-brand"
            >
              {t('filters.reset')}
            </NavLink>
          </div>
        </div>
      </details>
      <FilterAutoApply formId={FORM_ID} />
    </form>
  )
}
