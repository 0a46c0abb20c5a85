import { randomBytes } from 'node:crypto'
import { locales, type Locale } from '../src/i18n/locales'

/**
 * A value given in every language. Seed data is written once with these markers; `pick`
 * turns a whole data tree into what one Local API call (one locale) expects.
 */
export class Tr<V = string> {
  constructor(readonly values: Record<Locale, V>) {}
  get(locale: Locale): V {
    return this.values[locale]
  }
}

export const tr = (nl: string, fr: string, en: string, de: string): Tr => new Tr({ nl, fr, en, de })

/** Same text in every language (proper names that do not translate). */
export const same = (text: string): Tr => tr(text, text, text, text)

/** Apply a function to each language of a Tr. */
export function mapTr<A, B>(value: Tr<A>, fn: (v: A, locale: Locale) => B): Tr<B> {
  const out = {} as Record<Locale, B>
  for (const l of locales) out[l] = fn(value.values[l], l)
  return new Tr(out)
}

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype

/** The data tree with every Tr replaced by its value in `locale`. */
export function pick(value: unknown, locale: Locale): unknown {
  if (value instanceof Tr) return value.get(locale)
  if (Array.isArray(value)) return value.map((v) => pick(v, locale))
  if (isPlain(value)) {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = pick(v, locale)
    return out
  }
  return value
}

/** True when a Tr occurs anywhere in the tree. */
export function hasTr(value: unknown): boolean {
  if (value instanceof Tr) return true
  if (Array.isArray(value)) return value.some(hasTr)
  if (isPlain(value)) return Object.values(value).some(hasTr)
  return false
}

/**
 * Only the top-level fields that hold a translation, in one language. Payload validates and
 * writes just the submitted top-level fields on update, so the follow-up calls for the other
 * languages stay small. Arrays and blocks are sent whole, with the row ids of the first call,
 * so Payload keeps the rows and merges the new language into them.
 */
export function pickLocalizedOnly(data: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(data)) if (hasTr(v)) out[k] = pick(v, locale)
  return out
}

/** Array and block rows get their id up front: every language's call then names the same rows. */
export const rowId = (): string => randomBytes(12).toString('hex')

/** Add an id to each row of an array or blocks field. */
export const withIds = <T extends object>(rows: T[]): Array<T & { id: string }> =>
  rows.map((row) => ({ ...row, id: rowId() }))
