/**
 * SPEC §5: a value is empty when it is null/undefined or a blank string. Only strings can be
 * blank; 0 and false are real values (a price of 0, an unchecked flag) and must not be hidden.
 */
export function isEmpty(value: unknown): value is null | undefined | '' {
  if (value === null || value === undefined) return true
  return typeof value === 'string' && value.trim() === ''
}
