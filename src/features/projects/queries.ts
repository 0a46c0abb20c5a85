import 'server-only'
import { unstable_cache } from 'next/cache'
import { cachedByArgs } from '@/features/cache/cached'
import { tags } from '@/features/cache/tags'
import { isLocale, type Locale } from '@/i18n/locales'
import type { Goal } from '@/i18n/routes'
import { payload } from '@/lib/payload'
import { mediaData, type MediaData } from './images'

// Projects show their city, their units' types and photos.
const shown = [tags.cities, tags.propertyTypes, tags.media]

export interface ProjectCity {
  name: string
  zip: string
  /** CountryID of SPEC §3 ('10' Belgium, '50' Luxembourg …). */
  country: string
}

export interface ProjectUnit {
  key: string
  reference: string
  type: string | null
  floor: number | null
  bedrooms: number | null
  living: number | null
  price: number | null
  /** As stored; read it with unitStatusOf (units.ts). */
  status: string | null
}

export interface ProjectSummary {
  id: number
  title: string
  city: ProjectCity | null
  delivery: string
  photo: MediaData | null
  units: ProjectUnit[]
}

export interface ProjectDetail extends Omit<ProjectSummary, 'photo'> {
  description: string
  externalUrl: string | null
  photos: MediaData[]
  publishAddress: boolean
  street: string
  houseNumber: string
  boxNumber: string
  latitude: number | null
  longitude: number | null
  /** The title in every language that has one, for the language switcher's links. */
  titles: Partial<Record<Locale, string>>
}

export interface ProjectProperty {
  id: number
  title: string
  reference: string
  goal: Goal
  city: string
  marquee: string
  price: number | null
  publishPrice: boolean
  priceUnit: string | null
  photo: MediaData | null
}

type Doc = Record<string, unknown>

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '')
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)

function cityOf(v: unknown): ProjectCity | null {
  if (!v || typeof v !== 'object') return null
  const c = v as Doc
  const name = text(c.name)
  return name ? { name, zip: text(c.zip), country: text(c.country) || '10' } : null
}

function unitsOf(v: unknown): ProjectUnit[] {
  if (!Array.isArray(v)) return []
  return v.map((raw: Doc, i) => {
    const type = raw.type && typeof raw.type === 'object' ? text((raw.type as Doc).name) : ''
    return {
      key: text(raw.id) || String(i),
      reference: text(raw.reference),
      type: type || null,
      floor: num(raw.floor),
      bedrooms: num(raw.bedrooms),
      living: num(raw.living),
      price: num(raw.price),
      status: typeof raw.status === 'string' ? raw.status : null,
    }
  })
}

function photosOf(v: unknown): MediaData[] {
  return Array.isArray(v) ? v.map(mediaData).filter((m): m is MediaData => m !== null) : []
}

function summaryOf(doc: Doc): ProjectSummary {
  return {
    id: doc.id as number,
    title: text(doc.title),
    city: cityOf(doc.city),
    delivery: text(doc.delivery),
    photo: photosOf(doc.photos)[0] ?? null,
    units: unitsOf(doc.units),
  }
}

/** The published projects, newest first. */
export const getPublishedProjects = unstable_cache(
  async (locale: Locale): Promise<ProjectSummary[]> => {
    const p = await payload()
    const res = await p.find({
      collection: 'projects',
      where: { _status: { equals: 'published' } },
      locale,
      depth: 1,
      limit: 200,
      pagination: false,
      sort: '-createdAt',
      overrideAccess: false,
    })
    return res.docs.map((doc) => summaryOf(doc as unknown as Doc))
  },
  ['projects-published'],
  { tags: [tags.projects, ...shown] },
)

/** One published project; null when unknown, unpublished or the id is out of range. */
export const getProject = cachedByArgs(
  async (id: number, locale: Locale): Promise<ProjectDetail | null> => {
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null
    const p = await payload()
    const [doc, all] = await Promise.all([
      p
        .findByID({ collection: 'projects', id, locale, depth: 1, overrideAccess: false, disableErrors: true })
        .catch(() => null),
      p
        .findByID({
          collection: 'projects',
          id,
          locale: 'all',
          depth: 0,
          select: { title: true },
          overrideAccess: false,
          disableErrors: true,
        })
        .catch(() => null),
    ])
    if (!doc || doc._status !== 'published') return null
    const d = doc as unknown as Doc
    const rawTitles = (all as unknown as Doc | null)?.title
    const titles: Partial<Record<Locale, string>> = {}
    if (rawTitles && typeof rawTitles === 'object') {
      for (const [l, t] of Object.entries(rawTitles as Doc)) if (isLocale(l) && text(t)) titles[l] = text(t)
    }
    return {
      ...summaryOf(d),
      description: text(d.description),
      externalUrl: text(d.externalUrl) || null,
      photos: photosOf(d.photos),
      publishAddress: d.publishAddress !== false,
      street: text(d.street),
      houseNumber: text(d.houseNumber),
      boxNumber: text(d.boxNumber),
      latitude: num(d.latitude),
      longitude: num(d.longitude),
      titles,
    }
  },
  ['project'],
  (id: number) => [tags.project(id), ...shown],
)

/** The published properties linked to a project (Properties.project). */
export const getProjectProperties = cachedByArgs(
  async (projectId: number, locale: Locale): Promise<ProjectProperty[]> => {
    const p = await payload()
    const res = await p.find({
      collection: 'properties',
      where: { and: [{ project: { equals: projectId } }, { _status: { equals: 'published' } }] },
      locale,
      depth: 1,
      limit: 100,
      pagination: false,
      sort: 'price',
      overrideAccess: false,
      select: {
        title: true,
        reference: true,
        goal: true,
        city: true,
        marquee: true,
        price: true,
        publishPrice: true,
        priceUnit: true,
        photos: true,
      },
    })
    return res.docs.map((raw) => {
      const doc = raw as unknown as Doc
      return {
        id: doc.id as number,
        title: text(doc.title),
        reference: text(doc.reference),
        goal: doc.goal === 'rent' ? 'rent' : 'sale',
        city: cityOf(doc.city)?.name ?? '',
        marquee: text(doc.marquee) || '1',
        price: num(doc.price),
        publishPrice: doc.publishPrice !== false,
        priceUnit: text(doc.priceUnit) || null,
        photo: photosOf(doc.photos)[0] ?? null,
      }
    })
  },
  ['project-properties'],
  // A property change expires the project it belongs to, before and after.
  (projectId: number) => [tags.project(projectId), ...shown],
)
