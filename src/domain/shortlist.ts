/**
 * The shortlist kept in the visitor's browser (local storage only) and shared as a link
 * (`?ids=12,34`): parsing and writing the ids, and what a toggle or a shared link does to a
 * list. Pure, so the browser's script and the page read a link the same way.
 */

/** The most ids a list holds (and a link is read for); more are left out. */
export const SHORTLIST_MAX = 24
/** How many properties the comparison puts side by side. */
export const COMPARE_MAX = 4
/** The local-storage key (strictly functional: nothing leaves the browser). */
export const SHORTLIST_STORAGE_KEY = 'vitrine-shortlist'

export interface ParsedIds {
  ids: number[]
  /** Some part of the text was not an id (or was beyond the maximum) and was left out. */
  rejected: boolean
}

const ID = /^[1-9][0-9]{0,9}$/

/** The ids of `?ids=12,34` (also separated by spaces), in order, each once. */
export function parseIds(raw: string | null | undefined): ParsedIds {
  const parts = (raw ?? '').split(/[\s,;+]+/).filter((p) => p !== '')
  const ids: number[] = []
  let rejected = false
  for (const part of parts) {
    const n = ID.test(part) ? Number(part) : NaN
    if (!Number.isSafeInteger(n) || n > 2_147_483_647 || ids.length >= SHORTLIST_MAX) {
      rejected = true
      continue
    }
    if (!ids.includes(n)) ids.push(n)
  }
  return { ids, rejected }
}

/** `12,34`: the value of a link's `ids` parameter. */
export function idsParam(ids: readonly number[]): string {
  return ids.join(',')
}

/** The stored list as written by `JSON.stringify`; anything unreadable is an empty list. */
export function readStored(text: string | null): number[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]')
    return Array.isArray(value) ? parseIds(value.join(',')).ids : []
  } catch {
    return []
  }
}

/** The list with `id` added at the front, or taken out when it is in it. */
export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((i) => i !== id) : [id, ...ids].slice(0, SHORTLIST_MAX)
}

/**
 * The ids the comparison shows: those the visitor chose that are in the list, in the list's
 * order, up to COMPARE_MAX; without a choice (or none of it in the list), the first ones.
 */
export function comparedIds(listed: readonly number[], chosen: readonly number[] = []): number[] {
  const picked = listed.filter((id) => chosen.includes(id))
  return (picked.length ? picked : listed).slice(0, COMPARE_MAX)
}

/** One's own list with a shared link's ids added after it (each once, up to the maximum). */
export function mergeIds(own: readonly number[], shared: readonly number[]): number[] {
  return parseIds([...own, ...shared].join(',')).ids
}
