/**
 * "Alert me for this search": a property list's filters carried to the search alert form
 * (the demand-register page) as its default values. The link says it in the list's own
 * parameters plus the goal (`?goal=sale&city=Gent|9000&type=2&maxPrice=350000&bedrooms=2`),
 * which the proxy folds into the path like a list's, so the form's page is rendered with them,
 * without JavaScript; this module writes the link and reads it back as the form's fields.
 */
import { matchCity, type CityNames } from './city-match'
import { listQueryToSearch, type ListQuery } from './list-params'

export type AlertFilters = Pick<ListQuery, 'city' | 'type' | 'minPrice' | 'maxPrice' | 'bedrooms'>

/** The query of the link from a list (goal 'all': the visitor chooses it on the form). */
export function alertLinkQuery(goal: 'sale' | 'rent' | 'all', query: Partial<ListQuery>): string {
  const search = new URLSearchParams()
  if (goal !== 'all') search.set('goal', goal)
  const filters: Partial<AlertFilters> = {
    city: query.city,
    type: query.type,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    bedrooms: query.bedrooms,
  }
  for (const [key, value] of listQueryToSearch(filters)) search.set(key, value)
  const text = search.toString()
  return text ? `?${text}` : ''
}

/**
 * The alert form's default values (its field names; several checkboxes comma-joined) for a
 * list's filters: the city as the cities it names, or as a postcode when it names none the
 * site knows.
 */
export function alertFormValues(
  query: Partial<AlertFilters> | undefined,
  goal: 'sale' | 'rent' | undefined,
  cities: readonly CityNames[],
): Record<string, string> {
  const out: Record<string, string> = {}
  if (goal) out.goal = goal
  if (!query) return out
  if (query.type) out.types = String(query.type)
  if (query.city) {
    const ids = matchCity(query.city, cities)
    const zip = (query.city.split('|')[1] ?? '').trim()
    if (ids.length) out.cities = ids.join(',')
    else if (/^\d{4}$/.test(zip)) out.zips = zip
  }
  if (query.minPrice) out.priceMin = String(query.minPrice)
  if (query.maxPrice !== undefined) out.priceMax = String(query.maxPrice)
  if (query.bedrooms) out.bedrooms = String(query.bedrooms)
  return out
}
