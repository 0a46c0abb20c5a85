import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageOf, type Image } from '@/ui/media/image'
import { startTestDatabase, type TestDatabase } from './setup'

let t: TestDatabase
// Imported once the test database is up: the Payload config reads DATABASE_URL when loaded.
let readImages: typeof import('@/ui/media/queries').readImages

beforeAll(async () => {
  t = await startTestDatabase()
  ;({ readImages } = await import('@/ui/media/queries'))
})
afterAll(async () => {
  await t?.close()
})

/** A PNG of `width` × `height` in the media library, its alt text in `locale`. */
async function photo(name: string, width: number, height: number, alt: string, locale: 'nl' | 'en' = 'nl') {
  const png = await sharp({ create: { width, height, channels: 3, background: '#446688' } })
    .png()
    .toBuffer()
  return t.payload.create({
    collection: 'media',
    locale,
    data: { alt },
    file: { data: png, mimetype: 'image/png', name, size: png.length },
  })
}

/** The same images as Payload's own read of the media documents (what the read replaced). */
async function payloadImages(ids: number[], locale: 'nl' | 'fr' | 'en' | 'de'): Promise<Array<[number, Image]>> {
  const res = await t.payload.find({
    collection: 'media',
    where: { id: { in: ids } },
    locale,
    depth: 0,
    pagination: false,
    limit: 0,
  })
  return res.docs.flatMap((m) => {
    const image = imageOf(m)
    return image ? [[m.id, image] as [number, Image]] : []
  })
}

const byId = (list: Array<[number, Image]>) => [...list].sort(([a], [b]) => a - b)

describe('the pages’ media read (plain SQL) gives what Payload’s read gives', () => {
  it('files, renditions, sizes and alt texts in every language, trashed media left out', async () => {
    const wide = await photo('living room 1.png', 1600, 1000, 'Woonkamer met haard')
    await t.payload.update({ collection: 'media', id: wide.id, locale: 'fr', data: { alt: 'Séjour avec cheminée' } })
    // Narrower than most renditions: Payload makes only those it does not have to enlarge.
    const narrow = await photo('façade.png', 500, 300, 'Voorgevel')
    const englishOnly = await photo('garden.png', 900, 600, 'The garden', 'en')
    const trashed = await photo('old-kitchen.png', 800, 600, 'Oude keuken')
    await t.payload.update({
      collection: 'media',
      id: trashed.id,
      data: { deletedAt: new Date().toISOString() } as never,
    })
    const ids = [wide.id, narrow.id, englishOnly.id, trashed.id]

    for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
      const images = await readImages(ids, locale)
      expect(byId(images), locale).toEqual(byId(await payloadImages(ids, locale)))
      expect(images.map(([id]) => id)).not.toContain(trashed.id)
    }

    const [[, frenchWide]] = await readImages([wide.id], 'fr')
    expect(frenchWide.alt).toBe('Séjour avec cheminée')
    expect(frenchWide.original).toEqual({
      url: `/api/media/file/${encodeURIComponent(wide.filename ?? '')}`,
      width: 1600,
      height: 1000,
      mimeType: 'image/png',
    })
    expect(Object.keys(frenchWide.sizes).sort()).toEqual(['w100', 'w1360', 'w400', 'w600'])
    // German has no alt text of its own: the default language's (Dutch) is shown.
    const [[, germanWide]] = await readImages([wide.id], 'de')
    expect(germanWide.alt).toBe('Woonkamer met haard')
    const [[, narrowImage]] = await readImages([narrow.id], 'en')
    expect(Object.keys(narrowImage.sizes).sort()).toEqual(['w100', 'w400'])
    expect(await readImages([], 'en')).toEqual([])
  })
})
