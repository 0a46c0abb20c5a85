import 'server-only'
import { cachedByArgs, cachedRead } from '@/platform/cache/cached'
import { tags } from '@/platform/cache/tags'
import { isLocale, type Locale } from '@/i18n/locales'
import { nothingUnlessUnreachable } from '@/platform/db/unreachable'
import type { Goal } from '@/i18n/routes'
import { imageOf, imagesOf, type Image } from '@/ui/media/image'
import { payload } from '@/payload/local-api'
import { isAddressPublic, isPricePublic, publicView } from '@/domain/visibility'
import { readPublicPolicy } from '@/features/listings/price-policy'
import { webAddress } from '@/domain/web-address'
import type { City, Neighbourhood, Project } from '@/payload/payload-types'

// Projects show their city, their units' types and photos.
const shown = [tags.cities, tags.neighbourhoods, tags.propertyTypes, tags.media]

export interface ProjectCity {
  name: string
  zip: string
  /** Country id ('10' Belgium, '50' Luxembourg …). */
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
  photo: Image | null
  units: ProjectUnit[]
  /**
   * The project's external address, a checked http(s) URL: its cards and links lead
   * there and its own page forwards to it. Null when the project has its page here.
   */
  externalAddress: string | null
}

export interface ProjectDetail extends Omit<ProjectSummary, 'photo'> {
  description: string
  externalUrl: string | null
  photos: Image[]
  publishAddress: boolean
  street: string
  houseNumber: string
  boxNumber: string
  /** The neighbourhood's name in the page's language, when the project names one. */
  neighbourhood: string | null
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
  photo: Image | null
}

const text = (v: string | null | undefined): string => (typeof v === 'string' ? v.trim() : '')
const num = (v: number | null | undefined): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)

function cityOf(v: number | City | null | undefined): ProjectCity | null {
  if (!v || typeof v !== 'object') return null
  const name = text(v.name)
  return name ? { name, zip: text(v.zip), country: text(v.country) || '10' } : null
}

function neighbourhoodOf(v: number | Neighbourhood | null | undefined): string | null {
  return (v && typeof v === 'object' && text(v.name)) || null
}

function unitsOf(units: Project['units']): ProjectUnit[] {
  return (units ?? []).map((u, i) => ({
    key: text(u.id) || String(i),
    reference: text(u.reference),
    type: (u.type && typeof u.type === 'object' ? text(u.type.name) : '') || null,
    floor: num(u.floor),
    bedrooms: num(u.bedrooms),
    living: num(u.living),
    price: num(u.price),
    status: u.status ?? null,
  }))
}

function summaryOf(doc: Project): ProjectSummary {
  return {
    id: doc.id,
    title: text(doc.title),
    city: cityOf(doc.city),
    delivery: text(doc.delivery),
    photo: imagesOf(doc.photos)[0] ?? null,
    units: unitsOf(doc.units),
    externalAddress: webAddress(doc.externalAddress),
  }
}

/** The published projects, newest first. */
export const getPublishedProjects = cachedRead(
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
    return res.docs.map((doc) => summaryOf(publicView(doc)))
  },
  ['projects-published'],
  { tags: [tags.projects, ...shown] },
)

/**
 * One project; null when unknown, not visible or the id is out of range. The public reads only
 * the published version; `drafts` (staff preview only, never cached) reads the newest draft.
 */
export async function loadProject(id: number, locale: Locale, drafts = false): Promise<ProjectDetail | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null
  const p = await payload()
  const read = { collection: 'projects', id, draft: drafts, overrideAccess: drafts, disableErrors: true } as const
  const [doc, all] = await Promise.all([
    p.findByID({ ...read, locale, depth: 1 }).catch(nothingUnlessUnreachable),
    p.findByID({ ...read, locale: 'all', depth: 0, select: { title: true } }).catch(nothingUnlessUnreachable),
  ])
  if (!doc || (!drafts && doc._status !== 'published')) return null
  // The public view (domain/visibility): a hidden address leaves no street nor coordinates.
  const shown = publicView(doc)
  // Read with locale 'all', the title holds one text per language (the generated type says string).
  const rawTitles: unknown = all?.title
  const titles: Partial<Record<Locale, string>> = {}
  if (rawTitles && typeof rawTitles === 'object') {
    for (const [l, t] of Object.entries(rawTitles))
      if (isLocale(l) && typeof t === 'string' && t.trim()) titles[l] = t.trim()
  }
  return {
    ...summaryOf(shown),
    description: text(shown.description),
    externalUrl: webAddress(shown.externalUrl),
    photos: imagesOf(shown.photos),
    publishAddress: isAddressPublic(shown),
    street: text(shown.street),
    houseNumber: text(shown.houseNumber),
    boxNumber: text(shown.boxNumber),
    neighbourhood: neighbourhoodOf(shown.neighbourhood),
    latitude: num(shown.latitude),
    longitude: num(shown.longitude),
    titles,
  }
}

/** One published project (see loadProject), cached until it changes. */
export const getProject = cachedByArgs(
  async (id: number, locale: Locale): Promise<ProjectDetail | null> => loadProject(id, locale),
  ['project-public'],
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
      sort: 'reference',
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
    // Ordered by the public price, a price on request last (stable on the reference): ordering
    // on the stored price would place a hidden price between its neighbours.
    const policy = await readPublicPolicy()
    const rows = res.docs
      .map((doc) => publicView(doc, policy))
      .map(
        (doc): ProjectProperty => ({
          id: doc.id,
          title: text(doc.title),
          reference: text(doc.reference),
          goal: doc.goal === 'rent' ? 'rent' : 'sale',
          city: cityOf(doc.city)?.name ?? '',
          marquee: text(doc.marquee) || '1',
          price: num(doc.price),
          publishPrice: isPricePublic(doc),
          priceUnit: text(doc.priceUnit) || null,
          photo: imageOf(doc.photos?.[0]),
        }),
      )
    return rows.sort((a, b) =>
      a.price === b.price ? 0 : a.price === null ? 1 : b.price === null ? -1 : a.price - b.price,
    )
  },
  ['project-properties-public'],
  // A property change expires the project it belongs to, before and after; the site settings
  // say whether a sold or let unit's price shows.
  (projectId: number) => [tags.project(projectId), tags.settings, ...shown],
)
