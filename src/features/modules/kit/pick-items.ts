/** Which items a module shows: the ones staff chose, in their order, or all of a kind; capped by maxItems. */
import { relationId } from '@/domain/relation'

/**
 * The module's own list in its order when it names any (unpublished or deleted ones dropped);
 * otherwise every item `fallback` keeps, in their order. `maxItems` caps the result.
 */
export function pickItems<T extends { id: number }>(
  all: readonly T[],
  chosen: readonly unknown[] | null | undefined,
  fallback: (item: T) => boolean,
  maxItems?: number | null,
): T[] {
  const ids = (chosen ?? []).map(relationId).filter((id): id is number => id !== null)
  const byId = new Map(all.map((a) => [a.id, a]))
  const list = ids.length ? ids.map((id) => byId.get(id)).filter((a): a is T => !!a) : all.filter(fallback)
  const max = typeof maxItems === 'number' && maxItems >= 1 ? Math.floor(maxItems) : undefined
  return max ? list.slice(0, max) : list
}
