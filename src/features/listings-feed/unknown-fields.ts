/**
 * The fields of a record the format does not know, by path ('Rooms.Sauna'), so an import can
 * say once which of the CRM's fields it ignored. Read off the zod schema itself (record.ts).
 */
import type { z } from 'zod'
import { feedRecord } from './record'

type Known = Map<string, Known | null>

/** The schema's object behind optional, nullable, transform and refine wrappers, or null. */
function objectOf(schema: z.ZodType): Known | null {
  const def = (
    schema as unknown as { def: { type: string; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType } }
  ).def
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
      return objectOf(def.innerType!)
    case 'pipe':
      return objectOf(def.in!)
    case 'array':
      return objectOf(def.element!)
    case 'object':
      return new Map(
        Object.entries((schema as unknown as { shape: Record<string, z.ZodType> }).shape).map(([k, s]) => [
          k,
          objectOf(s),
        ]),
      )
    default:
      return null
  }
}

const known = objectOf(feedRecord)!

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

function walk(value: unknown, fields: Known, prefix: string, out: Set<string>): void {
  for (const item of Array.isArray(value) ? value : [value]) {
    if (!isObject(item)) continue
    for (const [key, inner] of Object.entries(item)) {
      if (!fields.has(key)) {
        out.add(`${prefix}${key}`)
        continue
      }
      const nested = fields.get(key)
      if (nested) walk(inner, nested, `${prefix}${key}.`, out)
    }
  }
}

/** Adds to `out` the paths of the fields of `raw` (one record as sent) the format does not know. */
export function collectUnknownFields(raw: unknown, out: Set<string>): void {
  walk(raw, known, '', out)
}
