/**
 * A relationship field as Payload returns it: the related document's id at depth 0, the
 * document itself when populated, nothing when empty. Code that only needs the id reads it here.
 */
export function relationId(value: unknown): number | null {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number')
    return (value as { id: number }).id
  return null
}
