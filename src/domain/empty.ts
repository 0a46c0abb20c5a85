/**
 * A value is empty when it is null/undefined or a blank string. Only strings can be
 * blank; 0 and false are real values (a price of 0, an unchecked flag) and must not be hidden.
 */
export function isEmpty(value: unknown): value is null | undefined | '' {
  if (value === null || value === undefined) return true
  return typeof value === 'string' && value.trim() === ''
}

/** The first of the values that is a non-blank string, trimmed; undefined when none is. */
export function firstFilled(...values: Array<string | null | undefined>): string | undefined {
  return values.map((v) => (typeof v === 'string' ? v.trim() : '')).find((v) => v !== '')
}
