import Link from 'next/link'
import { fixCityName } from '@/domain/address'
import { offersGoal } from '@/domain/property-type'
import type { CityFacet, NeighbourhoodFacet, TypeFacet } from './facets'
import type { ListGoal } from './queries'
import { defaultSort, type ListQuery } from './params'
import type { Translate } from './PropertyCard'

// Classes in listings.css.
const field = 'list-field'
const label = 'list-label'

const countOf = (facet: { sale: number; rent: number }, goal: ListGoal) =>
  goal === 'all' ? facet.sale + facet.rent : facet[goal]

export const cityValue = (c: Pick<CityFacet, 'name' | 'zip'>) => `${fixCityName(c.name)}|${c.zip}`

/**
 * The filter form (GET, works without JavaScript): the browser puts the fields in the query
 * string, the proxy turns them into the cached list page. Submitting keeps the sort and the
 * view and starts again at page 1 (no page field).
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
  t: Translate
}) {
  const cityOptions = cities.filter((c) => countOf(c, goal) > 0 || c.id === selectedCityId)
  // Types offered for this goal that have properties (and the one chosen, whatever it has).
  const typeOptions = types.filter((x) => (offersGoal(x.offered, goal) && countOf(x, goal) > 0) || x.id === query.type)
  const selectedCity = cities.find((c) => c.id === selectedCityId)
  // Neighbourhoods with properties of this goal (and the one chosen); no field at all when none has.
  const neighbourhoodOptions = neighbourhoods.filter((n) => countOf(n, goal) > 0 || n.id === query.neighbourhood)
  const cityName = new Map(cities.map((c) => [c.id, fixCityName(c.name)]))
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-labelledby="list-filters-title"
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 md:p-5"
    >
      <h2 id="list-filters-title" className="text-base font-semibold text-slate-900">
        {t('filters.title')}
      </h2>
      <div
        className={`mt-3 grid gap-4 md:grid-cols-2 ${neighbourhoodOptions.length ? 'lg:grid-cols-3' : 'lg:grid-cols-5'}`}
      >
        <div>
          <label htmlFor="list-city" className={label}>
            {t('filters.city')}
          </label>
          <select
            id="list-city"
            name="city"
            defaultValue={selectedCity ? cityValue(selectedCity) : ''}
            className={field}
          >
            <option value="">{t('filters.anyCity')}</option>
            {cityOptions.map((c) => (
              <option key={c.id} value={cityValue(c)}>
                {t('filters.cityOption', { name: fixCityName(c.name), zip: c.zip, count: countOf(c, goal) })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="list-type" className={label}>
            {t('filters.type')}
          </label>
          <select id="list-type" name="type" defaultValue={query.type ? String(query.type) : ''} className={field}>
            <option value="">{t('filters.anyType')}</option>
            {typeOptions.map((x) => (
              <option key={x.id} value={String(x.id)}>
                {t('filters.typeOption', { name: x.name, count: countOf(x, goal) })}
              </option>
            ))}
          </select>
        </div>
        {neighbourhoodOptions.length ? (
          <div>
            <label htmlFor="list-neighbourhood" className={label}>
              {t('filters.neighbourhood')}
            </label>
            <select
              id="list-neighbourhood"
              name="neighbourhood"
              defaultValue={query.neighbourhood ? String(query.neighbourhood) : ''}
              className={field}
            >
              <option value="">{t('filters.anyNeighbourhood')}</option>
              {neighbourhoodOptions.map((n) => (
                <option key={n.id} value={String(n.id)}>
                  {t('filters.neighbourhoodOption', {
                    name: n.name,
                    city: (n.cityId !== null && cityName.get(n.cityId)) || '',
                    count: countOf(n, goal),
                  })}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div>
          <label htmlFor="list-min-price" className={label}>
            {t('filters.minPrice')}
          </label>
          <input
            id="list-min-price"
            name="minPrice"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            defaultValue={query.minPrice ?? ''}
            className={field}
          />
        </div>
        <div>
          <label htmlFor="list-max-price" className={label}>
            {t('filters.maxPrice')}
          </label>
          <input
            id="list-max-price"
            name="maxPrice"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            defaultValue={query.maxPrice ?? ''}
            className={field}
          />
        </div>
        <div>
          <label htmlFor="list-bedrooms" className={label}>
            {t('filters.bedrooms')}
          </label>
          <select
            id="list-bedrooms"
            name="bedrooms"
            defaultValue={query.bedrooms ? String(query.bedrooms) : ''}
            className={field}
          >
            <option value="">{t('filters.anyBedrooms')}</option>
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={String(n)}>
                {t('filters.bedroomsOption', { count: n })}
              </option>
            ))}
            {query.bedrooms && query.bedrooms > 5 ? (
              <option value={String(query.bedrooms)}>{t('filters.bedroomsOption', { count: query.bedrooms })}</option>
            ) : null}
          </select>
        </div>
      </div>
      {query.sort !== defaultSort ? <input type="hidden" name="sort" value={query.sort} /> : null}
      {query.view === 'map' ? <input type="hidden" name="view" value="map" /> : null}
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark focus-ring-brand"
        >
          {t('filters.submit')}
        </button>
        <Link
          href={resetHref}
          prefetch={false}
          className="inline-flex min-h-11 items-center text-brand underline underline-offset-2 hover:text-brand-dark focus-ring-brand"
        >
          {t('filters.reset')}
        </Link>
      </div>
    </form>
  )
}
