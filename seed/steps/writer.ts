import type { CollectionSlug, File, GlobalSlug, Payload, PayloadRequest } from 'payload'
import { defaultLocale, locales } from '../../src/i18n/locales'
import { lexical } from '../lexical'
import { mapTr, pick, pickLocalizedOnly } from '../localized'
import type { RichTr } from '../types'

/** What every step of the seed writes with: records in four languages, keys swapped for ids. */

export type Data = Record<string, unknown>

/** The seed's writes are not edits: no cache to expire (hooks/revalidate.ts). */
export const context = { skipRevalidate: true }
export const DAY_MS = 24 * 60 * 60 * 1000
const otherLocales = locales.filter((l) => l !== defaultLocale)

/**
 * One locale per call. Payload 3.90 has no supported all-locales write: `create` with
 * `locale: 'all'` stores `{ nl, fr, … }` objects only because there is no existing document to
 * merge with, and validators then see the whole object (MenuPages' path check rejects it);
 * `update` and `updateGlobal` with 'all' keep only what was stored before. So a record is
 * created in the default language and completed with one update per other language carrying
 * only its translated fields; array and block rows have fixed ids so each update fills the
 * same rows.
 */
export class Writer {
  constructor(
    private readonly payload: Payload,
    private readonly req: PayloadRequest,
  ) {}

  async create(collection: CollectionSlug, data: Data, file?: File): Promise<number> {
    const doc = (await this.payload.create({
      collection,
      data: pick(data, defaultLocale) as never,
      locale: defaultLocale,
      file,
      depth: 0,
      select: { id: true } as never,
      context,
      req: this.req,
      overrideAccess: true,
    })) as unknown as { id: number }
    const id = doc.id
    for (const locale of otherLocales) {
      const part = pickLocalizedOnly(data, locale)
      if (Object.keys(part).length === 0) continue
      await this.payload.update({
        collection,
        id,
        data: part as never,
        locale,
        depth: 0,
        select: { id: true } as never,
        context,
        req: this.req,
        overrideAccess: true,
      })
    }
    return id
  }

  async global(slug: GlobalSlug, data: Data): Promise<void> {
    for (const locale of locales) {
      const part = locale === defaultLocale ? (pick(data, locale) as Data) : pickLocalizedOnly(data, locale)
      if (Object.keys(part).length === 0) continue
      await this.payload.updateGlobal({
        slug,
        data: part as never,
        locale,
        depth: 0,
        context,
        req: this.req,
        overrideAccess: true,
      })
    }
  }
}

export const richText = (content: RichTr | undefined) => (content ? mapTr(content, lexical) : undefined)

/** Map a key to the id it got, failing loudly on a dangling key in the data files. */
export class Ids {
  private readonly ids = new Map<string, number>()
  constructor(private readonly what: string) {}
  set(key: string, id: number): void {
    this.ids.set(key, id)
  }
  get(key: string): number {
    const id = this.ids.get(key)
    if (id === undefined) throw new Error(`Seed data refers to unknown ${this.what} '${key}'`)
    return id
  }
  get size(): number {
    return this.ids.size
  }
}

/** Order a tree so every parent comes before its children (parents get their id first). */
export function parentsFirst<T extends { key: string; parentKey?: string }>(items: T[]): T[] {
  const byKey = new Map(items.map((i) => [i.key, i]))
  const out: T[] = []
  const seen = new Set<string>()
  const visit = (item: T, path: string[]) => {
    if (seen.has(item.key)) return
    if (path.includes(item.key)) throw new Error(`Seed data has a parent cycle: ${[...path, item.key].join(' → ')}`)
    const parent = item.parentKey ? byKey.get(item.parentKey) : undefined
    if (item.parentKey && !parent)
      throw new Error(`Seed data refers to unknown parent '${item.parentKey}' of '${item.key}'`)
    if (parent) visit(parent, [...path, item.key])
    seen.add(item.key)
    out.push(item)
  }
  for (const item of items) visit(item, [])
  return out
}
