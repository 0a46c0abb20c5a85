/**
 * The sample agency: everything a fresh database needs to show a complete site in four
 * languages. scripts/prepare-database.ts runs `seed` once, on a database without users and
 * properties. Data lives in seed/data (written with `Tr` values, linked by keys); this runner
 * uploads generated photos, creates the records in dependency order and swaps keys for ids.
 */
import type { CollectionSlug, File, GlobalSlug, Payload, PayloadRequest } from 'payload'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import { defaultLocale, locales, type Locale } from '../src/i18n/locales'
import { builtInPaths } from '../src/i18n/routes'
import { cities } from './data/cities'
import { articles, categories, team, visitorTestimonials } from './data/content'
import { menuPages } from './data/pages'
import { projects } from './data/projects'
import { properties } from './data/properties'
import { settings } from './data/settings'
import { sampleStaff } from './data/staff'
import { sampleEnquiries, sampleOwner, samplePublications, sampleVisits } from './data/owners'
import { documentPdf } from './documents'
import { samplePageViewRows } from './page-views'
import { propertyTypes } from './data/types'
import { lexical } from './lexical'
import { mapTr, pick, pickLocalizedOnly, Tr, tr, withIds } from './localized'
import sharp from 'sharp'
import { bannerSvg, logoSvg, photoSvg, portraitSvg, svgToJpeg, type PhotoKind } from './photos'
import type { MenuPageSeed, ModuleSeed, PropertySeed, RichTr } from './types'

export interface SeedReport {
  properties: number
  cities: number
  types: number
  projects: number
  menuPages: number
  articles: number
  team: number
  media: number
}

export { sampleStaff }

/** Nothing to lose: no staff account and no listing yet. */
export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  const [users, listings] = await Promise.all([
    payload.count({ collection: 'users', overrideAccess: true }),
    payload.count({ collection: 'properties', overrideAccess: true }),
  ])
  return users.totalDocs === 0 && listings.totalDocs === 0
}

// ---------------------------------------------------------------------------------------------
// Writing in four languages

type Data = Record<string, unknown>

/** The seed's writes are not edits: no cache to expire (hooks/revalidate.ts). */
const context = { skipRevalidate: true }
const DAY_MS = 24 * 60 * 60 * 1000
const otherLocales = locales.filter((l) => l !== defaultLocale)

/**
 * One locale per call. Payload 3.90 has no supported all-locales write: `create` with
 * `locale: 'all'` stores `{ nl, fr, … }` objects only because there is no existing document to
 * merge with, and validators then see the whole object (MenuPages' path check rejects it);
 * `update` and `updateGlobal` with 'all' keep only what was stored before. So a record is
 * created in the default language and completed with one update per other language carrying
 * only its translated fields; array and block rows have fixed ids so each update fills the
 * same rows.
 */
class Writer {
  constructor(
    private readonly payload: Payload,
    private readonly req: PayloadRequest,
  ) {}

  async create(collection: CollectionSlug, data: Data, file?: File): Promise<number> {
    const doc = (await this.payload.create({
      collection,
      data: pick(data, defaultLocale) as never,
      locale: defaultLocale,
      file,
      depth: 0,
      select: { id: true } as never,
      context,
      req: this.req,
      overrideAccess: true,
    })) as unknown as { id: number }
    const id = doc.id
    for (const locale of otherLocales) {
      const part = pickLocalizedOnly(data, locale)
      if (Object.keys(part).length === 0) continue
      await this.payload.update({
        collection,
        id,
        data: part as never,
        locale,
        depth: 0,
        select: { id: true } as never,
        context,
        req: this.req,
        overrideAccess: true,
      })
    }
    return id
  }

  async global(slug: GlobalSlug, data: Data): Promise<void> {
    for (const locale of locales) {
      const part = locale === defaultLocale ? (pick(data, locale) as Data) : pickLocalizedOnly(data, locale)
      if (Object.keys(part).length === 0) continue
      await this.payload.updateGlobal({
        slug,
        data: part as never,
        locale,
        depth: 0,
        context,
        req: this.req,
        overrideAccess: true,
      })
    }
  }
}

const richText = (content: RichTr | undefined) => (content ? mapTr(content, lexical) : undefined)

/** Map a key to the id it got, failing loudly on a dangling key in the data files. */
class Ids {
  private readonly ids = new Map<string, number>()
  constructor(private readonly what: string) {}
  set(key: string, id: number): void {
    this.ids.set(key, id)
  }
  get(key: string): number {
    const id = this.ids.get(key)
    if (id === undefined) throw new Error(`Seed data refers to unknown ${this.what} '${key}'`)
    return id
  }
  get size(): number {
    return this.ids.size
  }
}

// ---------------------------------------------------------------------------------------------
// Photos

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
class PhotoPool {
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

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

// ---------------------------------------------------------------------------------------------
// The runner

export async function seed(payload: Payload, log: (message: string) => void = () => {}): Promise<SeedReport> {
  const started = Date.now()
  let lap = started
  const step = (message: string) => {
    const now = Date.now()
    log(`${message} (${((now - lap) / 1000).toFixed(1)} s)`)
    lap = now
  }

  // One transaction for the whole seed: a crash half-way leaves an empty database, which the
  // next start seeds again, instead of a half sample that isDatabaseEmpty would take as real.
  const req = await createLocalReq({ context }, payload)
  const owned = await initTransaction(req)
  try {
    const report = await run(new Writer(payload, req), step)
    if (owned) await commitTransaction(req)
    // Page views are counts in a plain table (features/page-views), written once the properties are committed.
    await samplePageViewRows(payload)
    log(`Sample agency created in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
    return report
  } catch (error) {
    if (owned) await killTransaction(req)
    throw error
  }
}

async function run(w: Writer, step: (message: string) => void): Promise<SeedReport> {
  // Photos -------------------------------------------------------------------------------------
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
  const png = (svg: string) => sharp(Buffer.from(svg), { density: 192 }).png().toBuffer()
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
  step(`Drew and uploaded ${uploads.length} pictures`)

  // Reference data -----------------------------------------------------------------------------
  const cityIds = new Ids('city')
  for (const c of cities) cityIds.set(c.key, await w.create('cities', { name: c.name, zip: c.zip, country: c.country }))
  const typeIds = new Ids('property type')
  for (const p of propertyTypes) {
    typeIds.set(
      p.key,
      await w.create('property-types', {
        name: p.name,
        webId: p.webId,
        showOrder: p.showOrder,
        sale: p.sale,
        rent: p.rent,
      }),
    )
  }
  step(`Created ${cityIds.size} cities and ${typeIds.size} property types`)

  // Content ------------------------------------------------------------------------------------
  const categoryIds = new Ids('category')
  for (const c of parentsFirst(categories)) {
    categoryIds.set(
      c.key,
      await w.create('categories', {
        name: c.name,
        parent: c.parentKey ? categoryIds.get(c.parentKey) : undefined,
        webId: c.webId,
        sort: c.sort,
      }),
    )
  }
  let teamCount = 0
  for (const m of team) {
    await w.create('team-members', {
      name: m.name,
      role: m.role,
      bio: m.bio,
      email: m.email,
      phone: m.phone,
      photo: media.get(`team:${m.name}`),
      languages: m.languages,
      sort: m.sort,
    })
    teamCount++
  }
  const articleIds = new Ids('article')
  for (const a of articles) {
    articleIds.set(
      a.key,
      await w.create('articles', {
        title: a.title,
        slug: a.slug,
        kind: a.kind,
        _status: 'published',
        sort: a.sort,
        category: a.categoryKey ? categoryIds.get(a.categoryKey) : undefined,
        excerpt: a.excerpt,
        content: richText(a.content),
        image: a.photoKind ? photos.next(a.photoKind) : undefined,
        author: a.author,
        rating: a.rating,
      }),
    )
  }
  for (const v of visitorTestimonials) await w.create('testimonials', { ...v, published: true })
  step(
    `Created ${categoryIds.size} categories, ${teamCount} team members, ${articleIds.size} articles and ${visitorTestimonials.length} visitor testimonials`,
  )

  // Listings -----------------------------------------------------------------------------------
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
  step(`Created ${projectIds.size} projects`)

  const now = Date.now()
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
  step(`Created ${propertyCount} properties`)

  // Pages --------------------------------------------------------------------------------------
  const pageIds = new Ids('menu page')
  for (const page of parentsFirst(menuPages)) {
    pageIds.set(page.key, await w.create('menu-pages', pageData(page, { pageIds, categoryIds, articleIds })))
  }
  step(`Created ${pageIds.size} menu pages`)

  // Globals ------------------------------------------------------------------------------------
  await w.global('site-settings', {
    siteName: settings.siteName,
    logo: media.get('logo'),
    logoLight: media.get('logoLight'),
    email: settings.email,
    phone: settings.phone,
    address: settings.address,
    copyright: settings.copyright,
    openingSlots: settings.openingSlots.map((slot) => ({ slot })),
    languages: [...locales],
    defaultLanguage: defaultLocale,
    transparentHeaderOnHome: true,
    showDemandRegisterButton: true,
    homeBanner: { type: 'image', image: media.get('banner') },
    search: {
      showLogo: true,
      showSearchInput: true,
      showSearchButton: true,
      showSearchCount: true,
      showCountProperty: true,
      title: settings.search.title,
      description: settings.search.description,
    },
  })
  await w.global('top-bar', {
    show: true,
    leftItems: withIds(settings.topBar.left),
    rightItems: withIds(settings.topBar.right),
  })
  await w.global('footer', { columns: withIds(settings.footer) })
  step('Saved site settings, top bar and footer')

  // Staff --------------------------------------------------------------------------------------
  for (const s of sampleStaff) await w.create('users', { ...s })
  step(`Created ${sampleStaff.length} staff accounts`)

  // Owner portal -------------------------------------------------------------------------------
  const owned = sampleOwner.properties.map((reference) => propertyIds.get(reference)!)
  await w.create('owners', { ...sampleOwner, properties: owned, weeklyReport: true })
  const [first] = owned
  const at = (daysAgo: number, hour = 12) => {
    const date = new Date(now - daysAgo * DAY_MS)
    date.setUTCHours(hour - 1, 0, 0, 0)
    return date.toISOString()
  }
  for (const v of sampleVisits)
    await w.create('visits', { property: first, date: at(v.daysAgo, v.hour), feedback: v.feedback })
  for (const p of samplePublications) {
    const until = p.untilDaysAgo === undefined ? undefined : at(p.untilDaysAgo)
    await w.create('publications', { property: first, channel: p.channel, url: p.url, from: at(p.fromDaysAgo), until })
  }
  for (const e of sampleEnquiries) {
    const createdAt = at(e.daysAgo, 11)
    const lead = await w.create('leads', {
      type: e.type,
      status: 'handled',
      verification: 'verified',
      name: e.name,
      email: e.email,
      locale: e.locale,
      property: first,
      fields: { name: e.name, email: e.email },
      consents: { privacy: true, newsletter: false },
      createdAt,
    })
    const sent = { state: 'sent', attempts: 1, sentAt: createdAt, createdAt, lead, locale: e.locale }
    const subject = { nl: 'Uw aanvraag bij', fr: 'Votre demande chez', en: 'Your request at' }[e.locale]
    await w.create('mails', {
      ...sent,
      purpose: 'confirmation',
      to: e.email,
      subject: `${subject} ${settings.siteName}`,
      text: `${subject} ${settings.siteName} (sample)`,
    })
  }
  const mandate = await documentPdf('Verkoopopdracht VT-1001', [
    `${settings.siteName}`,
    `Opdrachtgever: ${sampleOwner.name}`,
    'Voorbeelddocument van de voorbeeldmakelaar.',
  ])
  await w.create(
    'property-documents',
    { title: 'Verkoopopdracht', property: first, forOwners: true },
    { data: mandate, mimetype: 'application/pdf', name: 'verkoopopdracht-vt-1001.pdf', size: mandate.length },
  )
  step('Created the sample owner, with visits, enquiries, online media and a document')

  return {
    properties: propertyCount,
    cities: cityIds.size,
    types: typeIds.size,
    projects: projectIds.size,
    menuPages: pageIds.size,
    articles: articleIds.size,
    team: teamCount,
    media: uploads.length,
  }
}

/** Order a tree so every parent comes before its children (parents get their id first). */
function parentsFirst<T extends { key: string; parentKey?: string }>(items: T[]): T[] {
  const byKey = new Map(items.map((i) => [i.key, i]))
  const out: T[] = []
  const seen = new Set<string>()
  const visit = (item: T, path: string[]) => {
    if (seen.has(item.key)) return
    if (path.includes(item.key)) throw new Error(`Seed data has a parent cycle: ${[...path, item.key].join(' → ')}`)
    const parent = item.parentKey ? byKey.get(item.parentKey) : undefined
    if (item.parentKey && !parent)
      throw new Error(`Seed data refers to unknown parent '${item.parentKey}' of '${item.key}'`)
    if (parent) visit(parent, [...path, item.key])
    seen.add(item.key)
    out.push(item)
  }
  for (const item of items) visit(item, [])
  return out
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

function pageData(page: MenuPageSeed, ctx: { pageIds: Ids; categoryIds: Ids; articleIds: Ids }): Data {
  return {
    key: page.key,
    title: page.title,
    path: new Tr(builtInPaths[page.key] as Record<Locale, string>),
    _status: page.status,
    showInMenu: page.showInMenu,
    sort: page.sort,
    parent: page.parentKey ? ctx.pageIds.get(page.parentKey) : undefined,
    description: page.description,
    content: richText(page.content),
    modules: withIds(page.modules.map((m) => moduleData(m, ctx))),
    type: 'page',
    showBreadCrumb: page.showBreadCrumb ?? page.key !== 'home',
    showPageBanner: page.showPageBanner ?? false,
    bannerTitle: page.bannerTitle,
    bannerDescription: page.bannerDescription,
    isActiveSEO: true,
    meta: page.meta,
  }
}

function moduleData(m: ModuleSeed, ctx: { categoryIds: Ids; articleIds: Ids }): Data {
  const base = {
    blockType: m.blockType,
    title: m.title,
    description: m.description,
    titleSize: m.titleSize ?? 'h2',
    status: true,
  }
  switch (m.blockType) {
    case 'propertyList':
      return { ...base, goal: m.goal, maxItems: m.maxItems, numberItemOfRow: m.numberItemOfRow, view: m.view ?? 'grid' }
    case 'category':
      return {
        ...base,
        category: m.categoryKey ? ctx.categoryIds.get(m.categoryKey) : undefined,
        isHasSubcategories: m.isHasSubcategories ?? true,
        view: m.view,
      }
    case 'article':
      return {
        ...base,
        kind: m.kind,
        articles: m.articleKeys?.map((k) => ctx.articleIds.get(k)),
        numberItemOfRow: m.numberItemOfRow,
        maxItems: m.maxItems,
      }
    case 'contactForm':
      return { ...base, form: m.form }
    case 'richText':
      return { ...base, content: richText(m.content) }
    case 'team':
      return { ...base, numberItemOfRow: m.numberItemOfRow }
    case 'testimonials':
      return { ...base, language: m.language ?? 'page', numberItemOfRow: m.numberItemOfRow, maxItems: m.maxItems }
  }
}
