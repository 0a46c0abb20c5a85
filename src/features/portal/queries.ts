import 'server-only'
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { Payload, PayloadRequest } from 'payload'
import { addDays } from '@/domain/appointments'
import { alertsMatchingCriteria } from '@/features/alerts/matching'
import { relationId } from '@/domain/relation'
import type { LeadType } from '@/features/enquiries/model/kinds'
import type { MailPurpose } from '@/platform/mail/purposes'
import { fileFor, imageOf, type Image, type MediaDoc } from '@/ui/media/image'
import { imageOfRow } from '@/ui/media/queries'
import type { Locale } from '@/i18n/locales'
import { env } from '@/platform/env'
import { payload as localApi } from '@/payload/local-api'
import type { Owner, Property } from '@/payload/payload-types'
import { isFreshOwner } from '@/features/owners/session'
import { countVisits, enquiriesAbout, totalViews, viewsByDay } from './counts'
import { ownerSummariesSql, type OwnerSummaryRecord } from './selection-sql'
import { CHART_DAYS, dayOf, daysEnding, daysOnMarket, startOfDay } from './figures'

/*
 * What an owner may see of their properties. Every function takes the owner and checks, against
 * a fresh read of the owner's account, that the property is one of theirs (and exists, and is not
 * in the trash) before anything else is read: a property that is not theirs gives null, which
 * the page answers with a 404, whatever the reason (so a guessed id tells nothing). The
 * collections are staff-only through REST; the reads after the check use the Local API with
 * `overrideAccess`, and return only what an owner may know: dates, form types and counts of the
 * enquiries, never who sent them or what they wrote.
 */

type OwnerRef = Pick<Owner, 'id'>

/** A page's `[property]` or `[document]` segment (or a test's number) as an id; null when it is none. */
export function idOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return null
  const id = Number(text)
  return id <= 2_147_483_647 ? id : null
}

/** The ids of the owner's properties (only `only` when given), as the account says now (not as the session remembered it). */
async function ownedIds(payload: Payload, owner: OwnerRef, only?: number, req?: PayloadRequest): Promise<number[]> {
  const id = idOf(owner?.id)
  if (id === null) return []
  const fresh = isFreshOwner(owner)
    ? owner
    : await payload.findByID({
        collection: 'owners',
        id,
        depth: 0,
        select: { properties: true },
        overrideAccess: true,
        disableErrors: true,
        req,
      })
  return (fresh?.properties ?? [])
    .map((p) => relationId(p))
    .filter((p): p is number => p !== null && (only === undefined || p === only))
}

/**
 * The owner's properties in `locale`, newest draft included (owners follow their listing before
 * it is published); trashed ones left out. Only ids the owner holds are ever read.
 */
async function ownedProperties(
  payload: Payload,
  owner: OwnerRef,
  locale: Locale,
  only?: number,
  req?: PayloadRequest,
): Promise<Property[]> {
  const ids = await ownedIds(payload, owner, only, req)
  if (!ids.length) return []
  const { docs } = await payload.find({ ...ownedQuery(ids, locale, req), depth: 1 })
  return docs
}

const ownedQuery = (ids: number[], locale: Locale, req?: PayloadRequest) =>
  ({
    collection: 'properties',
    where: { id: { in: ids } },
    locale,
    draft: true,
    trash: false,
    pagination: false,
    sort: 'title',
    overrideAccess: true,
    req,
  }) as const

/** The fields of a whole property a summary shows (summaryOf). */
type SummarySource = Pick<Property, 'id' | 'title' | 'reference' | 'city' | 'goal' | 'marquee' | 'photos' | '_status'>

/** One of the owner's properties, or null (not theirs, no such id, trashed). */
async function ownedProperty(
  payload: Payload,
  owner: OwnerRef,
  propertyId: unknown,
  locale: Locale,
): Promise<Property | null> {
  const id = idOf(propertyId)
  if (id === null) return null
  return (await ownedProperties(payload, owner, locale, id))[0] ?? null
}

export type MarketStatus = 'available' | 'sold' | 'rented'
const marketStatus = (marquee: Property['marquee']): MarketStatus =>
  marquee === '3' ? 'sold' : marquee === '4' ? 'rented' : 'available'

export interface OwnerPropertySummary {
  id: number
  title: string
  reference: string
  city: string
  goal: Property['goal']
  status: MarketStatus
  /** False while the listing is a draft or unpublished: not on the public site. */
  published: boolean
  photo: { url: string; width?: number; height?: number; alt: string } | null
}

const THUMBNAIL_WIDTH = 400

function summaryOf(p: SummarySource, locale: Locale): OwnerPropertySummary {
  const first = (p.photos ?? [])[0]
  return cardOf(
    {
      id: p.id,
      title: p.title,
      reference: p.reference,
      city: p.city && typeof p.city === 'object' ? p.city.name : null,
      goal: p.goal,
      marquee: p.marquee,
      published: p._status === 'published',
    },
    imageOf(typeof first === 'object' ? (first as MediaDoc) : null, locale),
  )
}

/** A card's summary from the fields it shows and its first photo. */
function cardOf(
  p: {
    id: number
    title: string | null
    reference: string | null
    city: string | null | undefined
    goal: Property['goal']
    marquee: string | null
    published: boolean
  },
  image: Image | null,
): OwnerPropertySummary {
  const file = image ? fileFor(image, THUMBNAIL_WIDTH) : null
  return {
    id: p.id,
    // A title not written in this language (nor the default one) still leaves the card a name.
    title: String(p.title ?? '').trim() || String(p.reference ?? ''),
    reference: String(p.reference ?? ''),
    city: String(p.city ?? ''),
    goal: p.goal,
    status: marketStatus(p.marquee as Property['marquee']),
    published: p.published,
    photo: image && file ? { ...file, alt: image.alt } : null,
  }
}

/** The owner's properties for the selection page, by title (selection-sql.ts). */
export async function ownerProperties(owner: OwnerRef, locale: Locale): Promise<OwnerPropertySummary[]> {
  const payload = await localApi()
  const ids = await ownedIds(payload, owner)
  if (!ids.length) return []
  const { rows } = await payload.db.drizzle.execute<OwnerSummaryRecord>(ownerSummariesSql(ids, locale))
  return rows.map((r) =>
    cardOf(
      {
        id: Number(r.id),
        title: r.title,
        reference: r.reference,
        city: r.city,
        goal: r.goal === 'rent' ? 'rent' : 'sale',
        marquee: r.marquee,
        published: r.status === 'published',
      },
      r.photo ? imageOfRow(r.photo) : null,
    ),
  )
}

/** One of the owner's properties (the property page's heading), or null. */
export async function ownerProperty(
  owner: OwnerRef,
  propertyId: unknown,
  locale: Locale,
): Promise<OwnerPropertySummary | null> {
  const payload = await localApi()
  const p = await ownedProperty(payload, owner, propertyId, locale)
  return p ? summaryOf(p, locale) : null
}

// ---------------------------------------------------------------------------------------------
// Figures (shared with the weekly report, which reads the owner's own properties itself)
// ---------------------------------------------------------------------------------------------

export interface PropertyStats {
  views: { total: number; last30Days: number }
  /** Enquiries per form type, most frequent first. */
  enquiries: { total: number; byType: { type: LeadType; count: number }[] }
  visits: number
  /** Active search alerts whose criteria the property fits. */
  matchingAlerts: number
  /** Null when the property was never published. */
  daysOnMarket: number | null
}

/** The statistics cards of one of the owner's properties; null when it is not theirs. */
export async function propertyStats(
  owner: OwnerRef,
  propertyId: unknown,
  today: string,
): Promise<PropertyStats | null> {
  const payload = await localApi()
  // Any language: the figures are the same in all of them.
  const property = await ownedProperty(payload, owner, propertyId, 'en')
  if (!property) return null
  const id = property.id
  const [total, recent, leads, visits, alerts] = await Promise.all([
    totalViews(payload, id),
    viewsByDay(payload, id, addDays(today, -(CHART_DAYS - 1)), today),
    enquiriesAbout(payload, id),
    countVisits(payload, id),
    alertsMatchingCriteria(payload, property),
  ])
  const byType = new Map<LeadType, number>()
  for (const lead of leads) byType.set(lead.type, (byType.get(lead.type) ?? 0) + 1)
  return {
    views: { total, last30Days: [...recent.values()].reduce((a, b) => a + b, 0) },
    enquiries: {
      total: leads.length,
      byType: [...byType].map(([type, count]) => ({ type, count })).sort((a, b) => b.count - a.count),
    },
    visits,
    matchingAlerts: alerts.length,
    daysOnMarket: daysOnMarket(property.listedAt, today),
  }
}

export interface ChartDay {
  day: string
  views: number
  enquiries: number
}

/** The last 30 days up to `today` (oldest first), page views and enquiries per day; null when not theirs. */
export async function propertyChart(owner: OwnerRef, propertyId: unknown, today: string): Promise<ChartDay[] | null> {
  const payload = await localApi()
  const property = await ownedProperty(payload, owner, propertyId, 'en')
  if (!property) return null
  const days = daysEnding(today, CHART_DAYS)
  const [views, leads] = await Promise.all([
    viewsByDay(payload, property.id, days[0], today),
    enquiriesAbout(payload, property.id, { since: startOfDay(days[0]), before: startOfDay(addDays(today, 1)) }),
  ])
  const enquiries = new Map<string, number>()
  for (const lead of leads) {
    const day = dayOf(lead.createdAt)
    enquiries.set(day, (enquiries.get(day) ?? 0) + 1)
  }
  return days.map((day) => ({ day, views: views.get(day) ?? 0, enquiries: enquiries.get(day) ?? 0 }))
}

export interface PropertyHistory {
  visits: { date: string; feedback: string | null }[]
  /** Enquiries (form type) and the mails sent about them (purpose), newest first: dates and kinds only. */
  communications: (
    | { kind: 'enquiry'; date: string; type: LeadType }
    | { kind: 'mail'; date: string; purpose: MailPurpose }
  )[]
  media: { channel: string; url: string | null; from: string; until: string | null }[]
}

/** A publication's address, shown as a link only when it is a web address. */
const webAddress = (url: string | null | undefined): string | null => {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null
  } catch {
    return null
  }
}

/** The history of one of the owner's properties: visits, communications, online media; null when not theirs. */
export async function propertyHistory(owner: OwnerRef, propertyId: unknown): Promise<PropertyHistory | null> {
  const payload = await localApi()
  const property = await ownedProperty(payload, owner, propertyId, 'en')
  if (!property) return null
  const id = property.id
  const [visits, leads, publications] = await Promise.all([
    payload.find({
      collection: 'visits',
      where: { property: { equals: id } },
      select: { date: true, feedback: true },
      depth: 0,
      pagination: false,
      sort: '-date',
      overrideAccess: true,
    }),
    enquiriesAbout(payload, id),
    payload.find({
      collection: 'publications',
      where: { property: { equals: id } },
      select: { channel: true, url: true, from: true, until: true },
      depth: 0,
      pagination: false,
      sort: '-from',
      overrideAccess: true,
    }),
  ])
  const mails = leads.length
    ? (
        await payload.find({
          collection: 'mails',
          where: { lead: { in: leads.map((l) => l.id) } },
          // The purpose and the date: never the recipient, the subject or the text.
          select: { purpose: true, createdAt: true },
          depth: 0,
          pagination: false,
          overrideAccess: true,
        })
      ).docs
    : []
  const communications: PropertyHistory['communications'] = [
    ...leads.map((l) => ({ kind: 'enquiry' as const, date: l.createdAt, type: l.type })),
    ...mails.map((m) => ({ kind: 'mail' as const, date: String(m.createdAt), purpose: m.purpose })),
  ].sort((a, b) => b.date.localeCompare(a.date))
  return {
    visits: visits.docs.map((v) => ({ date: String(v.date), feedback: v.feedback?.trim() || null })),
    communications,
    media: publications.docs.map((p) => ({
      channel: String(p.channel),
      url: webAddress(p.url),
      from: String(p.from),
      until: p.until ? String(p.until) : null,
    })),
  }
}

// ---------------------------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------------------------

export interface OwnerDocument {
  id: number
  title: string
  filename: string
  mimeType: string
  size: number | null
  createdAt: string
}

async function documentsOf(payload: Payload, propertyId: number, only?: number): Promise<OwnerDocument[]> {
  const { docs } = await payload.find({
    collection: 'property-documents',
    where: {
      and: [
        { property: { equals: propertyId } },
        // Only what staff marked for the owners.
        { forOwners: { equals: true } },
        ...(only !== undefined ? [{ id: { equals: only } }] : []),
      ],
    },
    depth: 0,
    pagination: false,
    sort: '-createdAt',
    overrideAccess: true,
  })
  return docs
    .filter((d) => d.filename)
    .map((d) => ({
      id: d.id,
      title: String(d.title),
      filename: String(d.filename),
      mimeType: d.mimeType || 'application/octet-stream',
      size: d.filesize ?? null,
      createdAt: String(d.createdAt),
    }))
}

/** The documents of one of the owner's properties that staff marked for owners; null when not theirs. */
export async function ownerDocuments(owner: OwnerRef, propertyId: unknown): Promise<OwnerDocument[] | null> {
  const payload = await localApi()
  const property = await ownedProperty(payload, owner, propertyId, 'en')
  if (!property) return null
  return documentsOf(payload, property.id)
}

/** A document's file, ready to be sent: its size and a fresh stream of its bytes. */
export interface OwnerDocumentFile extends OwnerDocument {
  size: number
  open(): ReadableStream<Uint8Array>
}

/**
 * One document's file, for the download route: null when the property is not the owner's, the
 * document is not of that property or not for owners, or its file is missing.
 */
export async function ownerDocumentFile(
  owner: OwnerRef,
  propertyId: unknown,
  documentId: unknown,
): Promise<OwnerDocumentFile | null> {
  const docId = idOf(documentId)
  if (docId === null) return null
  const payload = await localApi()
  const property = await ownedProperty(payload, owner, propertyId, 'en')
  if (!property) return null
  const document = (await documentsOf(payload, property.id, docId))[0]
  if (!document) return null
  // The upload collection's staticDir (PropertyDocuments.ts); basename keeps a stored name inside it.
  const file = path.join(env().documentsDir, path.basename(document.filename))
  const stat = await fs.stat(file).catch(() => null)
  if (!stat?.isFile()) return null
  return {
    ...document,
    size: stat.size,
    open: () => Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
  }
}
