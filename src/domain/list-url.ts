/**
 * List URLs as visitors see them: only the parameters that say something. A GET form sends
 * every field, filled or not (`?city=&type=&maxPrice=300000`); the filter script builds its
 * URL with this and the proxy redirects a form's URL with it, so empty values never stay.
 */
import { defaultSort, listQueryKeys, listQueryString, type ListQuery } from './list-params'

const defaults: Record<string, string> = { sort: defaultSort, page: '1', view: 'list' }
const listKeys: ReadonlySet<string> = new Set(listQueryKeys)

/** The parameters without list parameters that are blank or the default; others kept, in order. */
export function cleanListParams(search: URLSearchParams): URLSearchParams {
  return new URLSearchParams(
    [...search].filter(([key, value]) => !listKeys.has(key) || (value.trim() !== '' && value !== defaults[key])),
  )
}

/** The list URL a filter form's fields ask for: `path` with the fields that are set. */
export function listHrefOf(path: string, fields: Iterable<[string, FormDataEntryValue]>): string {
  const text = [...fields].filter((f): f is [string, string] => typeof f[1] === 'string')
  const search = cleanListParams(new URLSearchParams(text)).toString()
  return search ? `${path}?${search}` : path
}

/** A page's URL with a list's query instead of its own (the language switch keeps the filters). */
export function withListQuery(href: string, query: Partial<ListQuery>): string {
  return href.replace(/\?.*$/, '') + listQueryString(query)
}
