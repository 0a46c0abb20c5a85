import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestDatabase, type TestDatabase } from './setup'

let t: TestDatabase
// Imported once the test database is up: the Payload config reads DATABASE_URL when loaded.
let loadPropertyDetail: typeof import('@/features/property/queries').loadPropertyDetail

beforeAll(async () => {
  t = await startTestDatabase()
  ;({ loadPropertyDetail } = await import('@/features/property/queries'))
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
})
