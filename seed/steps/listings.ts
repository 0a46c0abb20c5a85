import { projects } from '../data/projects'
import { properties } from '../data/properties'
import type { PropertySeed } from '../types'
import type { PhotoPool } from './pictures'
import { DAY_MS, Ids, type Data, type Writer } from './writer'

interface ListingRefs {
  cityIds: Ids
  typeIds: Ids
  photos: PhotoPool
}

/** New-build projects with their units. */
export async function createProjects(w: Writer, { cityIds, typeIds, photos }: ListingRefs): Promise<Ids> {
  const projectIds = new Ids('project')
  for (const p of projects) {
    projectIds.set(
      p.key,
      await w.create('projects', {
        title: p.title,
        _status: 'published',
        description: p.description,
        delivery: p.delivery,
        externalUrl: p.externalUrl,
        photos: p.photoKinds.map((k) => photos.next(k)),
        publishAddress: true,
        street: p.street,
        houseNumber: p.houseNumber,
        city: cityIds.get(p.cityKey),
        latitude: p.latitude,
        longitude: p.longitude,
        units: p.units.map((u) => ({
          reference: u.reference,
          type: typeIds.get(u.typeKey),
          floor: u.floor,
          bedrooms: u.bedrooms,
          living: u.living,
          price: u.price,
          status: u.status,
        })),
      }),
    )
  }
  return projectIds
}

/** The listings; `now` dates them (listed, created) relative to the run. */
export async function createProperties(
  w: Writer,
  { cityIds, typeIds, projectIds, photos }: ListingRefs & { projectIds: Ids },
  now: number,
): Promise<{ propertyIds: Map<string, number>; count: number }> {
  let propertyCount = 0
  const propertyIds = new Map<string, number>()
  for (const p of properties) {
    // On the market for a few weeks to a few months (the owner portal counts the days).
    const listedAt = new Date(now - (70 + ((propertyCount * 17) % 120)) * DAY_MS).toISOString()
    const id = await w.create('properties', {
      ...propertyData(p, { cityIds, typeIds, projectIds, photos, now }),
      listedAt,
    })
    propertyIds.set(p.reference, id)
    propertyCount++
  }
  return { propertyIds, count: propertyCount }
}

function propertyData(
  p: PropertySeed,
  ctx: { cityIds: Ids; typeIds: Ids; projectIds: Ids; photos: PhotoPool; now: number },
): Data {
  // The contract has no project link yet; accept one if a data file adds it.
  const projectKey = (p as PropertySeed & { projectKey?: string }).projectKey
  return {
    title: p.title,
    reference: p.reference,
    _status: p.published === false ? 'draft' : 'published',
    goal: p.goal,
    marquee: p.marquee,
    type: ctx.typeIds.get(p.typeKey),
    typeDescription: p.typeDescription,
    description: p.description,
    photos: p.photoKinds.map((k) => ctx.photos.next(k)),
    project: projectKey ? ctx.projectIds.get(projectKey) : undefined,
    price: p.price,
    publishPrice: p.publishPrice ?? true,
    priceUnit: p.priceUnit ?? (p.goal === 'rent' ? '2' : '1'),
    priceUnitText: p.priceUnitText,
    costs: p.costs,
    viager: p.viager,
    availability: p.availability,
    publishAddress: p.publishAddress ?? true,
    street: p.street,
    houseNumber: p.houseNumber,
    boxNumber: p.boxNumber,
    city: ctx.cityIds.get(p.cityKey),
    latitude: p.latitude,
    longitude: p.longitude,
    surfaces: p.surfaces,
    rooms: p.rooms,
    constructionYear: p.constructionYear,
    renovationYear: p.renovationYear,
    comfort: p.comfort,
    energy: p.energy,
    legal: p.legal,
    virtualTourUrl: p.virtualTourUrl,
    videoUrl: p.videoUrl,
    // Payload keeps a createdAt given on create: the 'date' sort then has real spread.
    createdAt: p.ageDays !== undefined ? new Date(ctx.now - p.ageDays * 86_400_000).toISOString() : undefined,
  }
}
