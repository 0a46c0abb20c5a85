import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import findCacheDirectory from 'find-cache-directory'
import sharp from 'sharp'
import { drawGarages, drawShop, drawWarehouse } from './photos/commercial'
import { drawApartmentBlock, drawFarmhouse, drawModernHouse, drawVilla } from './photos/houses'
import { drawBathroom, drawBedroom, drawKitchen, drawLiving, drawOffice } from './photos/interiors'
import { drawGarden, drawLand } from './photos/outdoors'
import { rng, type Rng } from './photos/primitives'
import { drawTownhouse } from './photos/townhouse'

/**
 * Sample photos drawn as SVG and rendered to JPEG with sharp: nothing can be downloaded on the
 * machines that run the seed, and drawn pictures carry no licence question. Every drawing is
 * seeded, so the same seed always yields the same picture.
 */

export { PHOTO_H, PHOTO_W, rng, type Rng } from './photos/primitives'
export { logoSvg } from './photos/logo'
export { portraitSvg } from './photos/portrait'

export type PhotoKind =
  | 'townhouse'
  | 'villa'
  | 'modern-house'
  | 'farmhouse'
  | 'apartment-block'
  | 'living'
  | 'kitchen'
  | 'bedroom'
  | 'bathroom'
  | 'garden'
  | 'land'
  | 'office'
  | 'shop'
  | 'warehouse'
  | 'garages'

const drawers: Record<PhotoKind, (r: Rng) => string> = {
  townhouse: (r) => drawTownhouse(r),
  villa: drawVilla,
  'modern-house': drawModernHouse,
  farmhouse: drawFarmhouse,
  'apartment-block': drawApartmentBlock,
  living: drawLiving,
  kitchen: drawKitchen,
  bedroom: drawBedroom,
  bathroom: drawBathroom,
  garden: drawGarden,
  land: drawLand,
  office: drawOffice,
  shop: drawShop,
  warehouse: drawWarehouse,
  garages: drawGarages,
}

export function photoSvg(kind: PhotoKind, seed: number): string {
  return drawers[kind](rng(seed * 7919 + 17))
}

/** A wide evening street of town houses for the home banner. */
export function bannerSvg(seed: number, w = 2400, h = 1000): string {
  return drawTownhouse(rng(seed), w, h, true)
}

export function svgToJpeg(svg: string, quality = 80): Promise<Buffer> {
  return rendered(svg, `jpeg ${quality}`, () => sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true }).toBuffer())
}

export function svgToPng(svg: string, density: number): Promise<Buffer> {
  return rendered(svg, `png ${density}`, () => sharp(Buffer.from(svg), { density }).png().toBuffer())
}

/**
 * Rendering the drawings is most of the seed's picture time, and every seed draws the same ones
 * (the tests seed several databases per run): each rendering is kept in node_modules/.cache,
 * named by what it was made from (the SVG, the encoding and libvips' version). Written under a
 * temporary name and renamed, so a seed running beside another never reads half a file.
 */
async function rendered(svg: string, encoding: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const dir = findCacheDirectory({ name: 'vitrine-seed-pictures', create: true })
  if (!dir) return render()
  const key = createHash('sha256').update(`${sharp.versions.vips}\n${encoding}\n${svg}`).digest('hex')
  const file = path.join(dir, key)
  try {
    return await fs.promises.readFile(file)
  } catch {
    const data = await render()
    const partial = `${file}.${process.pid}.tmp`
    // A copy that cannot be kept (a full disk) only costs the next seed the rendering again.
    await fs.promises
      .writeFile(partial, data)
      .then(() => fs.promises.rename(partial, file))
      .catch(() => fs.promises.rm(partial, { force: true }))
    return data
  }
}
