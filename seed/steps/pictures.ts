import { articles, team } from '../data/content'
import { projects } from '../data/projects'
import { properties } from '../data/properties'
import { settings } from '../data/settings'
import { tr, type Tr } from '../localized'
import { bannerSvg, logoSvg, photoSvg, portraitSvg, svgToJpeg, svgToPng, type PhotoKind } from '../photos'
import type { Writer } from './writer'

/** The alt text of every photo of a kind, in the four languages. */
const kindAlt: Record<PhotoKind, Tr> = {
  townhouse: tr(
    'Gevel van een rijwoning in een stadsstraat',
    "Façade d'une maison de ville",
    'Front of a terraced town house',
    'Fassade eines Reihenhauses',
  ),
  villa: tr(
    'Villa met tuin en bomen',
    'Villa avec jardin arboré',
    'Detached villa with garden and trees',
    'Villa mit Garten und Bäumen',
  ),
  'modern-house': tr(
    'Moderne woning met grote ramen',
    'Maison contemporaine aux grandes baies',
    'Modern house with large windows',
    'Modernes Haus mit großen Fenstern',
  ),
  farmhouse: tr(
    'Gerenoveerde hoeve op het platteland',
    'Fermette rénovée à la campagne',
    'Renovated farmhouse in the countryside',
    'Renoviertes Bauernhaus auf dem Land',
  ),
  'apartment-block': tr(
    'Appartementsgebouw met balkons',
    'Immeuble à appartements avec balcons',
    'Apartment building with balconies',
    'Wohngebäude mit Balkonen',
  ),
  living: tr('Lichte woonkamer', 'Séjour lumineux', 'Bright living room', 'Helles Wohnzimmer'),
  kitchen: tr('Ingerichte keuken', 'Cuisine équipée', 'Fitted kitchen', 'Einbauküche'),
  bedroom: tr('Slaapkamer', 'Chambre à coucher', 'Bedroom', 'Schlafzimmer'),
  bathroom: tr('Badkamer', 'Salle de bains', 'Bathroom', 'Badezimmer'),
  garden: tr(
    'Tuin met houten terras',
    'Jardin avec terrasse en bois',
    'Garden with wooden deck',
    'Garten mit Holzterrasse',
  ),
  land: tr('Bouwgrond', 'Terrain à bâtir', 'Building plot', 'Baugrundstück'),
  office: tr(
    'Kantoorruimte met werkplekken',
    'Plateau de bureaux',
    'Open-plan office space',
    'Büroetage mit Arbeitsplätzen',
  ),
  shop: tr(
    'Handelspand met etalage',
    'Commerce avec vitrine',
    'Shop with display window',
    'Ladenlokal mit Schaufenster',
  ),
  warehouse: tr(
    'Magazijn met laadpoorten',
    'Entrepôt avec portes de chargement',
    'Warehouse with loading doors',
    'Lagerhalle mit Ladetoren',
  ),
  garages: tr('Rij garageboxen', 'Rangée de box de garage', 'Row of lock-up garages', 'Reihe von Garagenboxen'),
}

/** Two drawings per kind keep listings from looking cloned without slowing the seed down. */
const VARIANTS = 2

interface Upload {
  name: string
  mimetype: string
  alt: Tr
  render: () => Promise<Buffer>
}

/** Hands out the uploaded variants of each kind in turn. */
export class PhotoPool {
  private readonly ids = new Map<PhotoKind, number[]>()
  private readonly turn = new Map<PhotoKind, number>()
  add(kind: PhotoKind, id: number): void {
    this.ids.set(kind, [...(this.ids.get(kind) ?? []), id])
  }
  next(kind: PhotoKind): number {
    const ids = this.ids.get(kind)
    if (!ids?.length) throw new Error(`No photo generated for kind '${kind}'`)
    const n = this.turn.get(kind) ?? 0
    this.turn.set(kind, n + 1)
    return ids[n % ids.length]
  }
}

export const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
export interface Pictures {
  /** The uploaded photos of each kind, handed out in turn. */
  photos: PhotoPool
  /** The banner, the logos and the portraits, by key ('banner', 'logo', 'logoLight', 'team:<name>'). */
  media: Map<string, number>
  count: number
}

/**
 * Every picture of the sample: each photo kind the listings, projects and articles use (VARIANTS
 * drawings each), the home banner, both logos and one portrait per team member.
 */
export async function uploadPictures(w: Writer): Promise<Pictures> {
  const kinds = new Set<PhotoKind>()
  for (const p of properties) p.photoKinds.forEach((k) => kinds.add(k))
  for (const p of projects) p.photoKinds.forEach((k) => kinds.add(k))
  for (const a of articles) if (a.photoKind) kinds.add(a.photoKind)

  const jpeg = 'image/jpeg'
  const uploads: Array<Upload & { kind?: PhotoKind; key?: string }> = []
  let seedNo = 0
  for (const kind of kinds) {
    for (let v = 0; v < VARIANTS; v++) {
      const n = ++seedNo
      uploads.push({
        kind,
        name: `${kind}-${v + 1}.jpg`,
        mimetype: jpeg,
        alt: kindAlt[kind],
        render: () => svgToJpeg(photoSvg(kind, n)),
      })
    }
  }
  uploads.push({
    key: 'banner',
    name: 'home-banner.jpg',
    mimetype: jpeg,
    alt: tr(
      'Straat met herenhuizen bij avond',
      'Rue bordée de maisons de maître au crépuscule',
      'Street of town houses at dusk',
      'Straße mit Bürgerhäusern in der Abenddämmerung',
    ),
    render: () => svgToJpeg(bannerSvg(7), 82),
  })
  const logoAlt = tr(
    `Logo ${settings.siteName}`,
    `Logo ${settings.siteName}`,
    `${settings.siteName} logo`,
    `Logo ${settings.siteName}`,
  )
  // Logos are drawn as SVG and stored as PNG: the media collection refuses SVG uploads, which
  // could carry script served from the site's own origin.
  const png = (svg: string) => svgToPng(svg, 192)
  uploads.push({
    key: 'logo',
    name: 'logo.png',
    mimetype: 'image/png',
    alt: logoAlt,
    render: () => png(logoSvg(settings.siteName)),
  })
  uploads.push({
    key: 'logoLight',
    name: 'logo-light.png',
    mimetype: 'image/png',
    alt: logoAlt,
    render: () => png(logoSvg(settings.siteName, true)),
  })
  for (const m of team) {
    uploads.push({
      key: `team:${m.name}`,
      name: `team-${slug(m.name)}.jpg`,
      mimetype: jpeg,
      alt: tr(`Portret van ${m.name}`, `Portrait de ${m.name}`, `Portrait of ${m.name}`, `Porträt von ${m.name}`),
      render: () => svgToJpeg(portraitSvg(m.portraitSeed, { longHair: m.longHair })),
    })
  }

  // Draw one picture ahead: Payload resizes the current one while the next is drawn. Drawing
  // them all at once was slower on two cores (libvips threads fight over them).
  const photos = new PhotoPool()
  const media = new Map<string, number>()
  let ahead = uploads[0]?.render()
  for (const [i, u] of uploads.entries()) {
    const data = (await ahead) as Buffer
    ahead = uploads[i + 1]?.render()
    ahead?.catch(() => {}) // a failure surfaces at its await
    const id = await w.create('media', { alt: u.alt }, { data, mimetype: u.mimetype, name: u.name, size: data.length })
    if (u.kind) photos.add(u.kind, id)
    if (u.key) media.set(u.key, id)
  }
  return { photos, media, count: uploads.length }
}
