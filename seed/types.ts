/**
 * The contract between the seed's data files and its runner (seed/index.ts). Data files use
 * `Tr` (seed/localized.ts) for every localized value and refer to other records by key; the
 * runner creates records in order, swaps keys for ids and photo kinds for uploaded media.
 */
import type { RichBlock } from './lexical'
import type { Tr } from './localized'
import type { PhotoKind } from './photos'
import type { TypeKey } from './data/types'
import type { ContactFormModule } from '../src/payload/payload-types'

/** Rich text per language: paragraphs (strings) and headings. */
export type RichTr = Tr<RichBlock[]>

export interface PropertySeed {
  reference: string
  published?: boolean
  goal: 'sale' | 'rent'
  marquee: '1' | '3' | '4'
  typeKey: TypeKey
  cityKey: string // a key of seed/data/cities.ts
  title: Tr
  typeDescription?: Tr
  description: Tr
  /** Photos to attach, in order; the runner picks a generated picture of each kind. */
  photoKinds: PhotoKind[]
  price: number
  publishPrice?: boolean
  priceUnit?: '1' | '2' | '7'
  priceUnitText?: Tr
  costs?: {
    notary?: number
    registration?: number
    vat?: number
    monthlyCharges?: number
    vatApplicable?: boolean
    remarks?: Tr
  }
  viager?: {
    isViager: boolean
    bouquet?: number
    monthlyAnnuity?: number
    occupantAgeA?: number
    occupantAgeB?: number
    occupied?: 'yes' | 'no'
  }
  availability?: { availableFrom?: string; text?: Tr }
  publishAddress?: boolean
  street?: string
  houseNumber?: string
  boxNumber?: string
  latitude: number
  longitude: number
  surfaces?: { living?: number; plot?: number; built?: number; garden?: number; terrace?: number }
  rooms?: {
    bedrooms?: number
    bathrooms?: number
    showerRooms?: number
    toilets?: number
    garages?: number
    parking?: number
    floors?: number
    floor?: number
  }
  constructionYear?: number
  renovationYear?: number
  comfort?: {
    heating?: 'gas' | 'oil' | 'electric' | 'heat-pump' | 'district' | 'wood' | 'none'
    kitchen?: 'fitted' | 'semi-fitted' | 'open' | 'closed' | 'none'
    glazing?: 'single' | 'double' | 'triple'
  }
  energy?: { epcValue?: number; epcLabelText?: string; epcUniqueCode?: string; co2?: number; eLevel?: number }
  legal?: {
    planningPermit?: 'granted' | 'not-granted' | 'unknown'
    planningDestination?: 'residential' | 'residential-rural' | 'mixed' | 'industrial' | 'agricultural' | 'recreational'
    preemptionRight?: 'yes' | 'no'
    floodPlotScore?: 'A' | 'B' | 'C' | 'D'
    floodBuildingScore?: 'A' | 'B' | 'C' | 'D'
    floodZone?: 'yes' | 'no'
    asbestosCertificate?: 'available' | 'pending' | 'not-required'
    asbestosCertificateDate?: string
  }
  virtualTourUrl?: string
  videoUrl?: string
  /** Days before the seed date the listing was created (for the 'date' sort). */
  ageDays?: number
}

export interface ProjectUnitSeed {
  reference: string
  typeKey: TypeKey
  floor?: number
  bedrooms?: number
  living?: number
  price?: number
  status: 'available' | 'option' | 'sold' | 'rented'
}

export interface ProjectSeed {
  key: string
  title: Tr
  description: Tr
  delivery?: Tr
  externalUrl?: string
  cityKey: string
  street?: string
  houseNumber?: string
  latitude: number
  longitude: number
  photoKinds: PhotoKind[]
  units: ProjectUnitSeed[]
}

export interface CategorySeed {
  key: string
  name: Tr
  parentKey?: string
  webId?: number
  sort: number
}

export interface ArticleSeed {
  key: string
  kind: 'service' | 'testimonial'
  title: Tr
  slug: Tr
  categoryKey?: string
  excerpt: Tr
  content: RichTr
  photoKind?: PhotoKind
  author?: string
  rating?: number
  sort: number
}

export interface TeamSeed {
  name: string
  role: Tr
  bio: Tr
  email: string
  phone: string
  languages: Array<'nl' | 'fr' | 'en' | 'de'>
  portraitSeed: number
  longHair?: boolean
  sort: number
}

interface ModuleBase {
  title?: Tr
  description?: Tr
  titleSize?: 'h2' | 'h3' | 'h4'
}
export type ModuleSeed =
  | (ModuleBase & {
      blockType: 'propertyList'
      goal: 'all' | 'sale' | 'rent'
      maxItems?: number
      numberItemOfRow?: number
      view?: 'grid' | 'list' | 'map'
    })
  | (ModuleBase & {
      blockType: 'category'
      categoryKey?: string
      isHasSubcategories?: boolean
      view: 'collapsible' | 'cards'
    })
  | (ModuleBase & {
      blockType: 'article'
      kind: 'service' | 'testimonial'
      articleKeys?: string[]
      numberItemOfRow?: number
      maxItems?: number
    })
  | (ModuleBase & {
      blockType: 'contactForm'
      form: NonNullable<ContactFormModule['form']>
    })
  | (ModuleBase & { blockType: 'richText'; content: RichTr })
  | (ModuleBase & { blockType: 'team'; numberItemOfRow?: number })
  | (ModuleBase & {
      blockType: 'testimonials'
      language?: 'page' | 'all'
      numberItemOfRow?: number
      maxItems?: number
    })

/** A testimonial a visitor left through the site's form, as staff published it. */
export interface VisitorTestimonialSeed {
  name: string
  city?: string
  text: string
  rating?: number
  locale: 'nl' | 'fr' | 'en' | 'de'
}

export interface MenuPageSeed {
  key: string // a key of builtInPaths (src/i18n/routes.ts); path per language comes from there
  title: Tr
  status: 'published' | 'draft'
  showInMenu: boolean
  parentKey?: string
  sort: number
  description?: Tr
  content?: RichTr
  showBreadCrumb?: boolean
  showPageBanner?: boolean
  bannerTitle?: Tr
  bannerDescription?: Tr
  meta: {
    pageTitle?: Tr
    metadataTitle: Tr
    metadataDescription: Tr
    ogTitle?: Tr
    ogDescription?: Tr
    twitterTitle?: Tr
    twitterDescription?: Tr
  }
  modules: ModuleSeed[]
}

export interface TopBarItemSeed {
  status: boolean
  icon: 'none' | 'phone' | 'mail' | 'pin' | 'clock' | 'facebook' | 'instagram' | 'linkedin' | 'whatsapp'
  color?: string
  label: Tr
  link?: string
  localizedLink?: Tr
}

export interface FooterColumnSeed {
  title?: Tr
  titlePublic: boolean
  introText?: Tr
  introTextPublic: boolean
  fullText?: Tr
  fullTextPublic: boolean
  colSm: number
  colMd: number
  colLg: number
}

export interface SettingsSeed {
  siteName: string
  email: string
  phone: string
  address: string
  copyright: Tr
  openingSlots: string[]
  search: { title: Tr; description: Tr }
  topBar: { left: TopBarItemSeed[]; right: TopBarItemSeed[] }
  footer: FooterColumnSeed[]
}
