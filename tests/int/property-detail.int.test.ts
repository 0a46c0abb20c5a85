import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestDatabase, type TestDatabase } from './setup'

let t: TestDatabase
// Imported once the test database is up: the Payload config reads DATABASE_URL when loaded.
let loadPropertyDetail: typeof import('@/features/property/queries').loadPropertyDetail
let findProperty: typeof import('@/features/property/queries').findProperty
let toDetail: typeof import('@/features/property/queries').toDetail
let readPriceRecords: typeof import('@/features/property/queries').readPriceRecords

beforeAll(async () => {
  t = await startTestDatabase()
  ;({ loadPropertyDetail, findProperty, toDetail, readPriceRecords } = await import('@/features/property/queries'))
})
afterAll(async () => {
  await t?.close()
})

/** A property with every part the detail page shows, its texts in English and French. */
let made = 0
async function fullProperty(publishPrice: boolean) {
  made++
  const city = await t.payload.create({
    collection: 'cities',
    locale: 'en',
    data: { name: `Detailville ${made}`, zip: '9971', country: '10' },
  })
  const type = await t.payload.create({
    collection: 'property-types',
    locale: 'en',
    data: { name: 'Detail house', webId: 1 },
  })
  await t.payload.update({ collection: 'property-types', id: type.id, locale: 'fr', data: { name: 'Maison détail' } })
  const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#557799' } })
    .png()
    .toBuffer()
  const photo = await t.payload.create({
    collection: 'media',
    data: { alt: 'Front of the detail house' },
    file: { data: png, mimetype: 'image/png', name: `detail-house-${made}.png`, size: png.length },
  })
  const property = await t.payload.create({
    collection: 'properties',
    locale: 'en',
    data: {
      title: 'Detail house with garden',
      reference: `DT-${made}`,
      goal: 'sale',
      marquee: '1',
      type: type.id,
      city: city.id,
      photos: [photo.id],
      price: 412000,
      publishPrice,
      publishAddress: true,
      street: 'Detailstraat',
      houseNumber: '12',
      description: 'A house described in English.',
      costs: { monthlyCharges: 85, notary: 4000 },
      rooms: { bedrooms: 3, bathrooms: 2 },
      surfaces: { living: 164, plot: 420 },
      energy: { epcValue: 142 },
      comfort: { heating: 'heat-pump' },
      legal: { floodZone: 'no' },
      constructionYear: 1998,
      _status: 'published',
    } as never,
  })
  await t.payload.update({
    collection: 'properties',
    id: property.id,
    locale: 'fr',
    data: { title: 'Maison détail avec jardin', description: 'Une maison décrite en français.' } as never,
  })
  return { property, photo, city, type }
}

describe('the property detail page reads what it shows, and only what the public may see', () => {
  it('gives every part the page shows, in the page’s language', async () => {
    const { property, photo } = await fullProperty(true)
    const en = await loadPropertyDetail(property.id, 'en')
    expect(en).toMatchObject({
      title: 'Detail house with garden',
      reference: 'DT-1',
      goal: 'sale',
      typeName: 'Detail house',
      description: 'A house described in English.',
      price: 412000,
      publishPrice: true,
      street: 'Detailstraat',
      houseNumber: '12',
      city: { name: 'Detailville 1', zip: '9971', country: '10' },
      constructionYear: 1998,
    })
    expect(en?.costs).toMatchObject({ monthlyCharges: 85, notary: 4000 })
    expect(en?.rooms).toMatchObject({ bedrooms: 3, bathrooms: 2 })
    expect(en?.surfaces).toMatchObject({ living: 164, plot: 420 })
    expect(en?.energy).toMatchObject({ epcValue: 142 })
    expect(en?.comfort).toMatchObject({ heating: 'heat-pump' })
    expect(en?.legal).toMatchObject({ floodZone: 'no' })
    expect(en?.photos).toHaveLength(1)
    expect(en?.photos[0]).toMatchObject({
      id: photo.id,
      alt: 'Front of the detail house',
      original: { url: `/api/media/file/${photo.filename}`, width: 1600, height: 1000, mimeType: 'image/png' },
    })
    // The renditions the page's srcset offers.
    expect(Object.keys(en?.photos[0].sizes ?? {}).length).toBeGreaterThan(0)
    const fr = await loadPropertyDetail(property.id, 'fr')
    expect(fr).toMatchObject({
      title: 'Maison détail avec jardin',
      description: 'Une maison décrite en français.',
      typeName: 'Maison détail',
    })
  })

  it('leaves out a hidden price and the amounts made from it', async () => {
    const { property } = await fullProperty(false)
    const detail = await loadPropertyDetail(property.id, 'en')
    expect(detail?.price).toBeNull()
    expect(detail?.publishPrice).toBe(false)
    expect(detail?.costs).toMatchObject({ monthlyCharges: 85, notary: null })
  })

  it('gives its price records, oldest first, in the same read as the staff preview’s', async () => {
    const { property } = await fullProperty(true)
    await t.payload.update({
      collection: 'properties',
      id: property.id,
      locale: 'en',
      data: { price: 398000 } as never,
    })
    const detail = await loadPropertyDetail(property.id, 'en')
    expect(detail?.priceRecords.map(({ kind, oldPrice, newPrice }) => ({ kind, oldPrice, newPrice }))).toEqual([
      { kind: 'listed', oldPrice: null, newPrice: 412000 },
      { kind: 'change', oldPrice: 412000, newPrice: 398000 },
    ])
    for (const record of detail?.priceRecords ?? [])
      expect(record.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect((await loadPropertyDetail(property.id, 'en', true))?.priceRecords).toEqual(detail?.priceRecords)
  })
})

/** A PNG photo of `width` × `height` in the media library. */
async function photo(name: string, width: number, height: number, alt: string) {
  const png = await sharp({ create: { width, height, channels: 3, background: '#887755' } })
    .png()
    .toBuffer()
  return t.payload.create({
    collection: 'media',
    data: { alt },
    file: { data: png, mimetype: 'image/png', name, size: png.length },
  })
}

describe('the detail page’s own read (plain SQL) gives what Payload’s document read gives', () => {
  it('every field, relation and photo, in each language, with texts falling back to the default language', async () => {
    const city = await t.payload.create({
      collection: 'cities',
      locale: 'nl',
      data: { name: 'Vergelijkdorp', zip: '9972', country: '10' },
    })
    await t.payload.update({ collection: 'cities', id: city.id, locale: 'fr', data: { name: 'Comparville' } })
    const type = await t.payload.create({
      collection: 'property-types',
      locale: 'nl',
      data: { name: 'Vergelijkhuis', webId: 2 },
    })
    const neighbourhood = await t.payload.create({
      collection: 'neighbourhoods',
      locale: 'nl',
      data: { name: 'Stationswijk', city: city.id },
    })
    const project = await t.payload.create({
      collection: 'projects',
      locale: 'nl',
      data: {
        title: 'Residentie Vergelijk',
        city: city.id,
        externalAddress: 'https://residentie.example/',
        _status: 'published',
      } as never,
    })
    const back = await photo('compare-back.png', 1200, 800, 'Achtergevel')
    const front = await photo('compare-front.png', 900, 1200, 'Voorgevel')
    const property = await t.payload.create({
      collection: 'properties',
      locale: 'nl',
      data: {
        title: 'Vergelijkwoning met tuin',
        reference: 'CMP-1',
        goal: 'sale',
        marquee: '1',
        type: type.id,
        typeDescription: 'Hoekwoning',
        city: city.id,
        neighbourhood: neighbourhood.id,
        project: project.id,
        // Staff's order, not the upload order.
        photos: [front.id, back.id],
        price: 379000,
        publishPrice: true,
        priceUnit: '1',
        priceUnitText: 'kosten koper',
        publishAddress: true,
        street: 'Vergelijkstraat',
        houseNumber: '7',
        boxNumber: 'B',
        latitude: 51.05,
        longitude: 3.72,
        description: 'Een woning om te vergelijken.',
        costs: {
          notary: 4100,
          registration: 7580,
          vat: 0,
          monthlyCharges: 60,
          vatApplicable: false,
          remarks: 'Syndicus inbegrepen',
        },
        rental: { maxPersons: 4, minimumIncome: 3000, inventoryShare: 50 },
        viager: {
          isViager: true,
          bouquet: 90000,
          monthlyAnnuity: 850,
          occupantAgeA: 78,
          occupantAgeB: 75,
          occupied: 'yes',
        },
        availability: { availableFrom: '2027-03-01T00:00:00.000Z', text: 'Bij akte' },
        surfaces: { living: 152, plot: 310, built: 98, garden: 180, terrace: 22 },
        rooms: { bedrooms: 3, bathrooms: 1, showerRooms: 1, toilets: 2, garages: 1, parking: 2, floors: 2, floor: 0 },
        constructionYear: 1975,
        renovationYear: 2019,
        comfort: { heating: 'gas', kitchen: 'fitted', glazing: 'double' },
        energy: { epcValue: 187, epcLabelText: 'C', epcUniqueCode: '20260101-0001234-00000001', co2: 38, eLevel: 60 },
        legal: {
          planningPermit: 'granted',
          planningDestination: 'residential',
          preemptionRight: 'no',
          floodPlotScore: 'A',
          floodBuildingScore: 'B',
          floodZone: 'no',
          asbestosCertificate: 'available',
          asbestosCertificateDate: '2026-05-12T00:00:00.000Z',
        },
        virtualTourUrl: 'https://tour.example/cmp-1',
        videoUrl: 'https://video.example/cmp-1',
        _status: 'published',
      } as never,
    })
    // French: a title of its own, the description left to the default language (Dutch).
    await t.payload.update({
      collection: 'properties',
      id: property.id,
      locale: 'fr',
      data: { title: 'Maison à comparer avec jardin', description: '' } as never,
    })

    for (const locale of ['nl', 'fr', 'en'] as const) {
      const viaPayload = await findProperty(property.id, locale)
      expect(viaPayload).not.toBeNull()
      expect(await loadPropertyDetail(property.id, locale)).toEqual(
        toDetail(viaPayload!, {}, await readPriceRecords(property.id)),
      )
    }
    const fr = await loadPropertyDetail(property.id, 'fr')
    expect(fr).toMatchObject({
      title: 'Maison à comparer avec jardin',
      description: 'Een woning om te vergelijken.',
      city: { name: 'Comparville', zip: '9972', country: '10' },
      typeName: 'Vergelijkhuis',
      neighbourhood: 'Stationswijk',
      project: { id: project.id, title: 'Residentie Vergelijk', externalAddress: 'https://residentie.example/' },
      availability: { availableFrom: '2027-03-01T00:00:00.000Z', text: 'Bij akte' },
    })
    expect(fr?.photos.map((p) => [p.id, p.alt])).toEqual([
      [front.id, 'Voorgevel'],
      [back.id, 'Achtergevel'],
    ])
  })

  it('shows no project that is not published, and no property that is a draft or in the trash', async () => {
    const { property, city } = await fullProperty(true)
    const draftProject = await t.payload.create({
      collection: 'projects',
      locale: 'en',
      data: { title: 'Unannounced residence', city: city.id, _status: 'draft' } as never,
    })
    const en = { collection: 'properties', id: property.id, locale: 'en' } as const
    await t.payload.update({ ...en, data: { project: draftProject.id } as never })
    expect(await loadPropertyDetail(property.id, 'en')).toMatchObject({
      title: 'Detail house with garden',
      project: null,
    })

    await t.payload.update({ ...en, data: { _status: 'draft' } as never })
    expect(await loadPropertyDetail(property.id, 'en')).toBeNull()

    const { property: trashed } = await fullProperty(true)
    await t.payload.update({
      collection: 'properties',
      id: trashed.id,
      locale: 'en',
      data: { deletedAt: new Date().toISOString() } as never,
    })
    expect(await loadPropertyDetail(trashed.id, 'en')).toBeNull()
  })
})
