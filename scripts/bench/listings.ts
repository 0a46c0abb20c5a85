/**
 * The bench's generated listings, as plain data: each one takes a published property of the
 * sample agency as its model (type, goal, photos and every field not set here) and gets its own
 * town, street, house number, reference, price, bedrooms, living area, position and title and
 * description in the four languages. Deterministic: listing n is the same on every run.
 */
import { locales, type Locale } from '../../src/i18n/locales'
import { STREETS, type Region } from './places'
import { rng } from '../../seed/photos'

/** Prefix of generated references, so they never collide with seeded ones. */
export const GENERATED_REFERENCE_PREFIX = 'BG-'

/** A published property of the sample agency that generated listings are modelled on. */
export interface ModelProperty {
  id: number
  goal: 'sale' | 'rent'
  typeId: number
  price: number | null
  bedrooms: number | null
  living: number | null
}

/** A town listings may be in, with its names as the site shows them. */
export interface Town {
  id: number
  zip: string
  region: Region
  latitude: number
  longitude: number
  weight: number
  names: Record<Locale, string>
}

export interface ListingText {
  title: string
  description: string
}

export interface Listing {
  id: number
  modelId: number
  reference: string
  published: boolean
  townId: number
  street: string
  houseNumber: string
  price: number | null
  bedrooms: number | null
  living: number | null
  latitude: number
  longitude: number
  texts: Record<Locale, ListingText>
}

export interface ListingContext {
  models: ModelProperty[]
  towns: Town[]
  /** Property type id → its name in each language. */
  typeNames: Map<number, Record<Locale, string>>
}

/** One listing in 25 is an unpublished draft, as in a real back office. */
export const DRAFT_EVERY = 25

/** A small, fast, seedable generator: the same seed gives the same numbers (the seed's own). */
export const random = rng

/** Picks an item with probability proportional to its weight, for r in [0, 1). */
export function weighted<T>(items: T[], weight: (item: T) => number, r: number): T {
  const total = items.reduce((sum, item) => sum + weight(item), 0)
  let at = r * total
  for (const item of items) {
    at -= weight(item)
    if (at < 0) return item
  }
  return items[items.length - 1]
}

export function generatedReference(id: number): string {
  return `${GENERATED_REFERENCE_PREFIX}${String(id).padStart(6, '0')}`
}

const FEATURES: Record<Locale, string[]> = {
  nl: ['tuin', 'terras', 'garage', 'lift'],
  fr: ['jardin', 'terrasse', 'garage', 'ascenseur'],
  en: ['garden', 'terrace', 'garage', 'lift'],
  de: ['Garten', 'Terrasse', 'Garage', 'Aufzug'],
}

function title(locale: Locale, type: string, town: string, bedrooms: number | null, area: number, feature?: string) {
  const b = bedrooms ?? 0
  if (b > 0) {
    switch (locale) {
      case 'nl':
        return `${type} met ${b} ${b === 1 ? 'slaapkamer' : 'slaapkamers'}${feature ? ` en ${feature}` : ''} in ${town}`
      case 'fr':
        return `${type} ${b} ${b === 1 ? 'chambre' : 'chambres'}${feature ? ` avec ${feature}` : ''} à ${town}`
      case 'en':
        return `${b}-bedroom ${type.toLowerCase()}${feature ? ` with ${feature}` : ''} in ${town}`
      case 'de':
        return `${type} mit ${b} ${b === 1 ? 'Schlafzimmer' : 'Schlafzimmern'}${feature ? ` und ${feature}` : ''} in ${town}`
    }
  }
  switch (locale) {
    case 'nl':
      return `${type} van ${area} m² in ${town}`
    case 'fr':
      return `${type} de ${area} m² à ${town}`
    case 'en':
      return `${area} m² ${type.toLowerCase()} in ${town}`
    case 'de':
      return `${type} mit ${area} m² in ${town}`
  }
}

const LABELS: Record<Locale, { address: string; area: string; sale: string; rent: string }> = {
  nl: {
    address: 'Adres:',
    area: 'Bewoonbare oppervlakte',
    sale: 'Te koop, bezoek op afspraak.',
    rent: 'Te huur, bezoek op afspraak.',
  },
  fr: {
    address: 'Adresse :',
    area: 'Surface habitable',
    sale: 'À vendre, visite sur rendez-vous.',
    rent: 'À louer, visite sur rendez-vous.',
  },
  en: {
    address: 'Address:',
    area: 'Living area',
    sale: 'For sale, viewing by appointment.',
    rent: 'For rent, viewing by appointment.',
  },
  de: {
    address: 'Adresse:',
    area: 'Wohnfläche',
    sale: 'Zu verkaufen, Besichtigung nach Vereinbarung.',
    rent: 'Zu vermieten, Besichtigung nach Vereinbarung.',
  },
}

/** Listing `n` (0, 1, 2…) of a run, to be stored under property id `id`. */
export function generateListing(n: number, id: number, context: ListingContext): Listing {
  const { models, towns, typeNames } = context
  if (!models.length || !towns.length) throw new Error('listings need at least one model property and one town')
  const next = random(Math.imul(n + 1, 0x9e3779b1))
  const model = models[Math.floor(next() * models.length)]
  const town = weighted(towns, (t) => t.weight, next())
  const streets = STREETS[town.region]
  const street = streets[Math.floor(next() * streets.length)]
  const houseNumber = `${1 + Math.floor(next() * 180)}${next() < 0.08 ? 'A' : ''}`
  // Prices 75–135 % of the model's (sale prices in thousands, rents in tens).
  const factor = 0.75 + next() * 0.6
  const price =
    model.price === null
      ? null
      : model.price >= 100_000
        ? Math.round((model.price * factor) / 1000) * 1000
        : Math.round((model.price * factor) / 10) * 10
  const shift = Math.floor(next() * 3) - 1
  const bedrooms = model.bedrooms && model.bedrooms > 0 ? Math.max(1, model.bedrooms + shift) : model.bedrooms
  const living = model.living === null ? null : Math.round(model.living * (0.8 + next() * 0.45))
  const area = living ?? 50 + Math.floor(next() * 400)
  const featureAt = Math.floor(next() * (FEATURES.nl.length * 2)) // half of them name no feature
  const latitude = Math.round((town.latitude + (next() - 0.5) * 0.04) * 1e6) / 1e6
  const longitude = Math.round((town.longitude + (next() - 0.5) * 0.06) * 1e6) / 1e6
  const names = typeNames.get(model.typeId)
  const texts = {} as Record<Locale, ListingText>
  for (const locale of locales) {
    const type = names?.[locale] ?? names?.nl ?? 'Property'
    const townName = town.names[locale]
    const t = title(locale, type, townName, bedrooms, area, FEATURES[locale][featureAt])
    const l = LABELS[locale]
    texts[locale] = {
      title: t,
      description:
        `${t}. ${l.address} ${street} ${houseNumber}, ${town.zip} ${townName}. ` +
        `${l.area} ${area} m². ${model.goal === 'rent' ? l.rent : l.sale}`,
    }
  }
  return {
    id,
    modelId: model.id,
    reference: generatedReference(id),
    published: (n + 1) % DRAFT_EVERY !== 0,
    townId: town.id,
    street,
    houseNumber,
    price,
    bedrooms,
    living,
    latitude,
    longitude,
    texts,
  }
}
