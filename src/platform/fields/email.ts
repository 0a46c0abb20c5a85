import type { FieldHook } from 'payload'

/** Addresses compared and kept as one spelling: trimmed, lower case. */
export const normalizeEmail: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)
