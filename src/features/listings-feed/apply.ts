/**
 * Applying a feed to the site's listings (docs/rules/listings-feed.md): each record is matched on
 * the CRM's ID; an unchanged record writes nothing; a changed one writes only the fields that
 * changed, in one transaction (on a PostgreSQL server; the embedded database commits each
 * statement), so the change hooks expire only its pages; a record absent from a complete feed is
 * withdrawn (unpublished, its versions kept). Photos are fetched once per URL and content hash.
 */
import crypto from 'node:crypto'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { matchCity, type CityNames } from '@/domain/city-match'
import { foldText } from '@/domain/text'
import { locales, type Locale } from '@/i18n/locales'
import { feedEnvelope, feedRecord, type FeedPicture } from './record'
import { canonicalJson, toPropertyPlan, type PropertyPlan } from './to-property'
import { collectUnknownFields } from './unknown-fields'

type Data = Record<string, unknown>

export interface PhotoFile {
  data: Buffer
  mimetype: string
}

/** Fetches a photo; throws with the reason it could not. */
export type FetchPhoto = (url: string) => Promise<PhotoFile>

export interface ApplyOptions {
  /** Whether the feed lists every published listing, when the feed itself does not say. */
  completeUnlessSaid: boolean
  /** Report what would change, write nothing, fetch nothing. */
  dryRun?: boolean
  fetchPhoto?: FetchPhoto
  now?: Date
  /** Where this site serves its media files (`${SITE_URL}/api/media/file/`). */
  ownMediaPrefix: string
}

export interface SkippedRecord {
  /** The record's place in the feed, from 1. */
  position: number
  id?: string
  reason: string
}

export interface ImportReport {
  records: number
  complete: boolean
  dryRun: boolean
  created: string[]
  updated: string[]
  unchanged: number
  withdrawn: string[]
  skipped: SkippedRecord[]
  photoErrors: Array<{ id: string; url: string; reason: string }>
  unknownFields: string[]
  /** What the import chose not to do, and why (a withdrawal held back, a project not found). */
  notes: string[]
}

/** Why a whole feed was refused before anything was written. */
export class FeedError extends Error {}

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp'])
const PHOTO_MAX_BYTES = 25 * 1024 * 1024

/** Photos over HTTP: an image type, a bounded size and a bounded wait. */
export const fetchPhotoOverHttp: FetchPhoto = async (url) => {
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000), redirect: 'follow' })
  if (!res.ok) throw new Error(`answered ${res.status}`)
  const mimetype = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (!PHOTO_TYPES.has(mimetype)) throw new Error(`not a JPEG, PNG or WebP image (${mimetype || 'no type'})`)
  const data = Buffer.from(await res.arrayBuffer())
  if (data.length > PHOTO_MAX_BYTES) throw new Error('larger than 25 MB')
  return { data, mimetype }
}

/** The records of a feed: a whole feed, a list of records, or one record. */
export function recordsOf(input: unknown): { records: unknown[]; complete?: boolean } {
  if (Array.isArray(input)) return { records: input }
  if (input && typeof input === 'object' && 'Properties' in input) {
    const envelope = feedEnvelope.safeParse(input)
    if (!envelope.success) throw new FeedError(`not a listings feed: ${envelope.error.issues[0]?.message ?? ''}`)
    return { records: envelope.data.Properties, complete: envelope.data.Complete }
  }
  if (input && typeof input === 'object' && 'ID' in input) return { records: [input] }
  throw new FeedError('not a listings feed: expected an object with Properties, a list of records or one record')
}

const reasonOf = (error: { issues: Array<{ path: PropertyKey[]; message: string }> }): string =>
  error.issues
    .slice(0, 5)
    .map((i) => `${i.path.map(String).join('.') || 'record'}: ${i.message}`)
    .join('; ')

interface Existing {
  id: number
  crmId: string
  hash: string | null
  status: 'draft' | 'published'
  withdrawnAt: string | null
}

/** Lookups shared by the records of one run. */
class References {
  private cities: CityNames[] = []
  private types: Array<{ id: number; webId: number; names: string[]; showOrder: number }> = []
  private projects: Array<{ id: number; names: string[] }> = []
  private photosByUrl = new Map<string, number>()
  private photosByHash = new Map<string, number>()
  private ownFiles: Map<string, number> | undefined

  constructor(
    private readonly payload: Payload,
    /** Where this site serves its media files: a picture there is one of its own, not fetched. */
    private readonly ownMediaPrefix: string,
  ) {}

  /** The site's own photo a URL names (an export of this site imported again), by file name. */
  private async ownPhoto(url: string): Promise<number | undefined> {
    if (!url.startsWith(this.ownMediaPrefix)) return undefined
    if (!this.ownFiles) {
      const media = await this.payload.find({
        collection: 'media',
        depth: 0,
        pagination: false,
        overrideAccess: true,
        select: { filename: true },
      })
      this.ownFiles = new Map(media.docs.filter((m) => m.filename).map((m) => [m.filename!, m.id]))
    }
    const name = decodeURIComponent(url.slice(this.ownMediaPrefix.length).split(/[?#]/)[0]!)
    return this.ownFiles.get(name)
  }

  async load(): Promise<void> {
    const all = { locale: 'all' as const, depth: 0, pagination: false as const, overrideAccess: true }
    const names = (name: unknown) =>
      name && typeof name === 'object' ? Object.values(name).filter((n): n is string => typeof n === 'string') : []
    const cities = await this.payload.find({ collection: 'cities', ...all, select: { name: true, zip: true } })
    this.cities = cities.docs.map((c) => ({ id: c.id, zip: c.zip, names: names(c.name) }))
    const types = await this.payload.find({
      collection: 'property-types',
      ...all,
      select: { name: true, webId: true, showOrder: true },
    })
    this.types = types.docs.map((t) => ({
      id: t.id,
      webId: t.webId,
      names: names(t.name),
      showOrder: t.showOrder ?? 0,
    }))
    const projects = await this.payload.find({ collection: 'projects', ...all, draft: true, select: { title: true } })
    this.projects = projects.docs.map((p) => ({ id: p.id, names: names(p.title) }))
    const media = await this.payload.find({
      collection: 'media',
      where: { sourceUrl: { exists: true } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { sourceUrl: true, sourceHash: true },
    })
    for (const m of media.docs) {
      if (m.sourceUrl) this.photosByUrl.set(m.sourceUrl, m.id)
      if (m.sourceHash) this.photosByHash.set(m.sourceHash, m.id)
    }
  }

  /** The city of the postcode and name (in any language), created when new. */
  async city(plan: PropertyPlan, req: PayloadRequest | undefined): Promise<number | undefined> {
    const [found] = matchCity(`${plan.city.name}|${plan.city.zip}`, this.cities)
    if (found !== undefined || !req) return found
    const id = await createInEveryLocale(this.payload, req, 'cities', {
      name: plan.city.name,
      zip: plan.city.zip,
      country: plan.city.country,
    })
    this.cities.push({ id, zip: plan.city.zip, names: [plan.city.name] })
    return id
  }

  /**
   * The type of the web type group (WebID), the one named MainTypeName when the group has
   * several; a type is created for a name the site does not know.
   */
  async type(plan: PropertyPlan, req: PayloadRequest | undefined): Promise<number | undefined> {
    const group = this.types.filter((t) => t.webId === plan.type.webId).sort((a, b) => a.showOrder - b.showOrder)
    const wanted = plan.type.name ? foldText(plan.type.name) : undefined
    const named = wanted ? group.find((t) => t.names.some((n) => foldText(n) === wanted)) : undefined
    if (named) return named.id
    if (!plan.type.name && group[0]) return group[0].id
    if (!req) return undefined
    const name = plan.type.name ?? `Web type ${plan.type.webId}`
    const id = await createInEveryLocale(this.payload, req, 'property-types', {
      name,
      webId: plan.type.webId,
      showOrder: 100,
    })
    this.types.push({ id, webId: plan.type.webId, names: [name], showOrder: 100 })
    return id
  }

  project(name: string | undefined): number | null | 'unknown' {
    if (!name) return null
    const wanted = foldText(name)
    return this.projects.find((p) => p.names.some((n) => foldText(n) === wanted))?.id ?? 'unknown'
  }

  /** The media ids of the pictures, in order; a picture that cannot be had is left out. */
  async photos(
    pictures: FeedPicture[],
    alt: Partial<Record<Locale, string>>,
    fetchPhoto: FetchPhoto,
    failed: (url: string, reason: string) => void,
  ): Promise<number[]> {
    const ids: number[] = []
    for (const picture of pictures) {
      let id = this.photosByUrl.get(picture.Url) ?? (await this.ownPhoto(picture.Url))
      if (id === undefined) {
        try {
          const file = await fetchPhoto(picture.Url)
          const hash = crypto.createHash('sha256').update(file.data).digest('hex')
          id = this.photosByHash.get(hash)
          if (id === undefined) {
            id = await this.storePhoto(picture, file, hash, alt)
            this.photosByHash.set(hash, id)
          }
          this.photosByUrl.set(picture.Url, id)
        } catch (error) {
          failed(picture.Url, error instanceof Error ? error.message : String(error))
          continue
        }
      }
      ids.push(id)
    }
    return ids
  }

  private async storePhoto(
    picture: FeedPicture,
    file: PhotoFile,
    hash: string,
    alt: Partial<Record<Locale, string>>,
  ): Promise<number> {
    const extension = file.mimetype === 'image/png' ? 'png' : file.mimetype === 'image/webp' ? 'webp' : 'jpg'
    const name = `feed-${hash.slice(0, 16)}.${extension}`
    const first = locales.find((l) => alt[l]) ?? locales[0]
    const doc: { id: number } = await this.payload.create({
      collection: 'media',
      data: { alt: picture.Name ?? alt[first], sourceUrl: picture.Url, sourceHash: hash },
      locale: first,
      file: { data: file.data, mimetype: file.mimetype, name, size: file.data.length },
      depth: 0,
      select: { id: true } as never,
      overrideAccess: true,
      context: { skipRevalidate: true },
    })
    for (const locale of locales) {
      const text = picture.Name ?? alt[locale]
      if (locale === first || !text) continue
      await this.payload.update({
        collection: 'media',
        id: doc.id,
        data: { alt: text },
        locale,
        depth: 0,
        select: { id: true } as never,
        overrideAccess: true,
        context: { skipRevalidate: true },
      })
    }
    return doc.id
  }
}

/** A city or type named the same in every language (the CRM sends one name). */
async function createInEveryLocale(
  payload: Payload,
  req: PayloadRequest,
  collection: 'cities' | 'property-types',
  data: Data & { name: string },
): Promise<number> {
  const doc: { id: number } = await payload.create({
    collection,
    data: data as never,
    locale: locales[0],
    depth: 0,
    select: { id: true } as never,
    overrideAccess: true,
    req,
  })
  for (const locale of locales.slice(1))
    await payload.update({
      collection,
      id: doc.id,
      data: { name: data.name } as never,
      locale,
      depth: 0,
      select: { id: true } as never,
      overrideAccess: true,
      req,
    })
  return doc.id
}

/**
 * The site's properties (drafts and withdrawn ones included), in one read: those earlier imports
 * created, by CRM ID, and those entered on the site before its CRM was connected, by reference
 * (a record with the same reference takes the listing over rather than creating it twice, and
 * the CRM owns it from then on).
 */
async function knownProperties(
  payload: Payload,
): Promise<{ imported: Map<string, Existing>; byReference: Map<string, Existing> }> {
  const found = await payload.find({
    collection: 'properties',
    depth: 0,
    pagination: false,
    draft: true,
    overrideAccess: true,
    select: { feed: true, reference: true, _status: true },
  })
  const imported = new Map<string, Existing>()
  const byReference = new Map<string, Existing>()
  for (const doc of found.docs) {
    const crmId = doc.feed?.crmId ?? ''
    const listing: Existing = {
      id: doc.id,
      crmId,
      hash: doc.feed?.hash ?? null,
      status: doc._status === 'draft' ? 'draft' : 'published',
      withdrawnAt: doc.feed?.withdrawnAt ?? null,
    }
    if (crmId) imported.set(crmId, listing)
    else byReference.set(doc.reference, listing)
  }
  return { imported, byReference }
}

const same = (a: unknown, b: unknown) => canonicalJson(a ?? null) === canonicalJson(b ?? null)

/**
 * The fields of `wanted` whose value differs from `current`; a group is compared on the keys
 * the import writes, and sent whole with the others it holds kept.
 */
function changedFields(wanted: Data, current: Data): Data {
  const out: Data = {}
  for (const [key, value] of Object.entries(wanted)) {
    const now = current[key]
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const group = (now && typeof now === 'object' ? now : {}) as Data
      const differs = Object.entries(value as Data).some(([k, v]) => !same(v, group[k]))
      if (differs) out[key] = { ...group, ...(value as Data) }
    } else if (!same(value, now)) out[key] = value
  }
  return out
}

export async function applyFeed(payload: Payload, input: unknown, options: ApplyOptions): Promise<ImportReport> {
  const { records, complete: said } = recordsOf(input)
  const complete = said ?? options.completeUnlessSaid
  const dryRun = options.dryRun ?? false
  const fetchPhoto = options.fetchPhoto ?? fetchPhotoOverHttp
  const now = (options.now ?? new Date()).toISOString()
  const report: ImportReport = {
    records: records.length,
    complete,
    dryRun,
    created: [],
    updated: [],
    unchanged: 0,
    withdrawn: [],
    skipped: [],
    photoErrors: [],
    unknownFields: [],
    notes: [],
  }
  const unknown = new Set<string>()
  const { imported: existing, byReference } = await knownProperties(payload)
  const refs = new References(payload, options.ownMediaPrefix)
  await refs.load()
  /** Every CRM ID the feed names, valid or not: only the others are withdrawn. */
  const named = new Set<string>()
  let unnamed = 0
  const seen = new Set<string>()

  for (const [index, raw] of records.entries()) {
    const position = index + 1
    collectUnknownFields(raw, unknown)
    const rawId = raw && typeof raw === 'object' ? (raw as { ID?: unknown }).ID : undefined
    const id = typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId).trim() : undefined
    if (id) named.add(id)
    else unnamed++
    const parsed = feedRecord.safeParse(raw)
    if (!parsed.success) {
      report.skipped.push({ position, id, reason: reasonOf(parsed.error) })
      continue
    }
    if (seen.has(parsed.data.ID)) {
      report.skipped.push({ position, id: parsed.data.ID, reason: 'ID: appears twice in the feed; the first applies' })
      continue
    }
    seen.add(parsed.data.ID)
    const plan = toPropertyPlan(parsed.data)
    const adopted = existing.has(plan.crmId) ? undefined : byReference.get(String(plan.shared.reference))
    const before = existing.get(plan.crmId) ?? adopted
    if (adopted) {
      byReference.delete(String(plan.shared.reference))
      report.notes.push(`${plan.crmId}: takes over the listing with reference ${String(plan.shared.reference)}`)
    }
    const withdrawn = before?.withdrawnAt != null
    if (before && before.hash === plan.hash && !withdrawn) {
      report.unchanged++
      continue
    }
    if (dryRun) {
      ;(before ? report.updated : report.created).push(plan.crmId)
      continue
    }
    try {
      await applyRecord(payload, plan, before, refs, fetchPhoto, now, report)
      ;(before ? report.updated : report.created).push(plan.crmId)
    } catch (error) {
      report.skipped.push({ position, id: plan.crmId, reason: error instanceof Error ? error.message : String(error) })
    }
  }

  if (complete) await withdrawAbsent(payload, existing, named, unnamed, records.length, dryRun, now, report)
  report.unknownFields = [...unknown].sort()
  return report
}

async function applyRecord(
  payload: Payload,
  plan: PropertyPlan,
  before: Existing | undefined,
  refs: References,
  fetchPhoto: FetchPhoto,
  now: string,
  report: ImportReport,
): Promise<void> {
  const titles = Object.fromEntries(Object.entries(plan.localized).map(([l, d]) => [l, d!.title as string])) as Partial<
    Record<Locale, string>
  >
  // Photos first, outside the record's transaction: a fetch can take seconds.
  const photos = await refs.photos(plan.pictures, titles, fetchPhoto, (url, reason) =>
    report.photoErrors.push({ id: plan.crmId, url, reason }),
  )
  const project = refs.project(plan.projectName)
  if (project === 'unknown')
    report.notes.push(`${plan.crmId}: no project named "${plan.projectName}" on the site; imported without one`)

  const req = await createLocalReq({ context: {} }, payload)
  await initTransaction(req)
  try {
    const city = await refs.city(plan, req)
    const type = await refs.type(plan, req)
    const shared: Data = {
      ...plan.shared,
      city,
      type,
      project: project === 'unknown' ? null : project,
      photos,
    }
    // The hash is written by the last call: on the embedded database, where each call commits on
    // its own, a record stopped half-way is not taken for applied and is written again next time.
    // A photo that could not be fetched leaves a hash no record has, so the next run tries again.
    const photoFailed = report.photoErrors.some((e) => e.id === plan.crmId)
    const done = {
      crmId: plan.crmId,
      hash: photoFailed ? `retry:${plan.hash}` : plan.hash,
      importedAt: now,
      withdrawnAt: null,
    }
    const pending = { ...done, hash: null }
    const common = {
      collection: 'properties' as const,
      depth: 0,
      overrideAccess: true,
      req,
      select: { id: true } as never,
    }
    // The language it is written in first: a language without a title cannot be saved alone.
    const order = [plan.firstLocale, ...locales.filter((l) => l !== plan.firstLocale && plan.localized[l])]
    if (!before) {
      const doc: { id: number } = await payload.create({
        ...common,
        locale: plan.firstLocale,
        data: {
          ...shared,
          ...plan.localized[plan.firstLocale],
          feed: order.length === 1 ? done : pending,
          _status: 'published',
        } as never,
      })
      for (const [i, locale] of order.entries()) {
        if (i === 0) continue
        const data = { ...plan.localized[locale], ...(i === order.length - 1 ? { feed: done } : {}) }
        await payload.update({ ...common, id: doc.id, locale, data: data as never })
      }
    } else {
      // Back on the site when the CRM lists it again; otherwise its status stays staff's choice.
      const status = before.withdrawnAt ? 'published' : before.status
      const calls: Array<{ locale: Locale; data: Data }> = []
      for (const [i, locale] of order.entries()) {
        const current = (await payload.findByID({
          collection: 'properties',
          id: before.id,
          locale,
          depth: 0,
          draft: true,
          overrideAccess: true,
          req,
        })) as unknown as Data
        const wanted: Data = { ...(i === 0 ? shared : {}), ...plan.localized[locale] }
        const changes = changedFields(wanted, current)
        if (i === 0) changes._status = status
        if (i === 0 || Object.keys(changes).length > 0) calls.push({ locale, data: changes })
      }
      // The hash changed, so something did: the last call records it.
      calls.at(-1)!.data.feed = done
      for (const call of calls)
        await payload.update({
          ...common,
          id: before.id,
          locale: call.locale,
          data: call.data as never,
          draft: status === 'draft',
        })
    }
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** Unpublishes the imported listings a complete feed no longer names. */
async function withdrawAbsent(
  payload: Payload,
  existing: Map<string, Existing>,
  named: Set<string>,
  unnamed: number,
  total: number,
  dryRun: boolean,
  now: string,
  report: ImportReport,
): Promise<void> {
  // A record whose ID could not be read may be any of them; an empty feed is more likely a
  // broken export than an agency with nothing left to sell.
  if (unnamed > 0) {
    report.notes.push(`no listing withdrawn: ${unnamed} record(s) without a readable ID`)
    return
  }
  if (total === 0) {
    report.notes.push('no listing withdrawn: the feed holds no record')
    return
  }
  for (const listing of existing.values()) {
    if (named.has(listing.crmId) || listing.withdrawnAt) continue
    report.withdrawn.push(listing.crmId)
    if (dryRun) continue
    await payload.update({
      collection: 'properties',
      id: listing.id,
      data: {
        _status: 'draft',
        feed: { crmId: listing.crmId, hash: listing.hash, importedAt: now, withdrawnAt: now },
      } as never,
      depth: 0,
      overrideAccess: true,
      select: { id: true } as never,
    })
  }
}
