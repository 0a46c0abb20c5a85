import { LRUCache } from 'lru-cache'
import slugifyText from 'slugify'
import { locales, type Locale } from './locales'

/**
 * The route table (docs/rules/urls-and-languages.md#the-route-table). Every URL of the public site is built and
 * resolved here; nobody concatenates paths by hand. Menu pages in the CMS carry their path per
 * language and override these built-in defaults; keys are the pages' original paths.
 */
export type LocalizedPaths = Record<Locale, string>

const same = (path: string): LocalizedPaths => ({ nl: path, fr: path, en: path, de: path })

export const builtInPaths: Record<string, LocalizedPaths> = {
  home: same(''),
  'for-sale': { nl: 'te-koop', fr: 'a-vendre', en: 'for-sale', de: 'zu-verkaufen' },
  'for-rent': { nl: 'te-huur', fr: 'a-louer', en: 'for-rent', de: 'zu-vermieten' },
  projects: { nl: 'projecten', fr: 'projets', en: 'projects', de: 'projekte' },
  services: { nl: 'diensten', fr: 'services', en: 'services', de: 'dienstleistungen' },
  contact: { nl: 'contact', fr: 'contact', en: 'contact', de: 'kontakt' },
  'contact-demand': {
    nl: 'gratis-schatting',
    fr: 'estimation-gratuite',
    en: 'contact-demand',
    de: 'kostenlose-bewertung',
  },
  'demand-register': {
    nl: 'blijf-op-de-hoogte',
    fr: 'restez-informe',
    en: 'demand-register',
    de: 'suchauftrag',
  },
  'Privacy-statement': {
    nl: 'privacyverklaring',
    fr: 'declaration-de-confidentialite',
    en: 'privacy-statement',
    de: 'datenschutzerklaerung',
  },
  'Cookie-policy': { nl: 'cookiebeleid', fr: 'politique-de-cookies', en: 'cookie-policy', de: 'cookie-richtlinie' },
  Disclaimer: { nl: 'disclaimer', fr: 'avertissement', en: 'disclaimer', de: 'haftungsausschluss' },
  newsletter: { nl: 'nieuwsbrief', fr: 'lettre-d-information', en: 'newsletter', de: 'newsletter' },
  login: same('login'),
  jobs: { nl: 'vacatures', fr: 'emplois', en: 'jobs', de: 'stellenangebote' },
  // Not a menu page: the visitor's shortlist (features/shortlist), kept in the browser.
  shortlist: { nl: 'bewaard', fr: 'favoris', en: 'shortlist', de: 'merkliste' },
  // Not menu pages: prefixes of detail and thank-you pages.
  property: { nl: 'pand', fr: 'bien', en: 'property', de: 'immobilie' },
  testimonials: { nl: 'getuigenissen', fr: 'temoignages', en: 'testimonials', de: 'erfahrungsberichte' },
  feedback: { nl: 'bedankt', fr: 'merci', en: 'feedback', de: 'danke' },
}

export const feedbackSlugs = [
  'contact-me',
  'contact-appointment',
  'contact-construction',
  'contact-demand',
  'demand-register',
  'send-to-friend',
  'site-contact',
  'sign-newsletter',
  // Forms added beyond the original list land on pages of their own too.
  'document-request',
  'testimonial',
  'purchase-offer',
  'rent-application',
] as const
export type FeedbackSlug = (typeof feedbackSlugs)[number]

/**
 * The forms about one property, each a page of its own under the property's short URL
 * (`/{locale}/property/{id}/{form}/`): the property page links to them, and the form knows its
 * property from the URL, so the page stays the same for everyone and works without JavaScript.
 */
export const propertyForms = {
  'contact-me': { nl: 'contact', fr: 'contact', en: 'contact', de: 'kontakt' },
  'contact-appointment': { nl: 'bezoek', fr: 'visite', en: 'visit', de: 'besichtigung' },
  'document-request': { nl: 'documenten', fr: 'documents', en: 'documents', de: 'unterlagen' },
  'send-to-friend': { nl: 'doorsturen', fr: 'envoyer', en: 'send', de: 'weiterleiten' },
  'purchase-offer': { nl: 'bod', fr: 'offre', en: 'offer', de: 'angebot' },
  'rent-application': { nl: 'kandidatuur', fr: 'candidature', en: 'apply', de: 'bewerbung' },
} as const satisfies Record<string, LocalizedPaths>
export type PropertyForm = keyof typeof propertyForms

const propertyFormOf = (segment: string): PropertyForm | undefined => {
  const lower = segment.toLowerCase()
  return (Object.keys(propertyForms) as PropertyForm[]).find((f) => locales.some((l) => propertyForms[f][l] === lower))
}

export type Goal = 'sale' | 'rent'

/** What a URL points at, and what `href` builds a URL for. */
export type Target =
  | { kind: 'page'; key: string }
  | { kind: 'property'; id: number; goal?: Goal; city?: string; title?: string }
  | { kind: 'project'; id: number; title?: string }
  | { kind: 'article'; section: 'services' | 'testimonials'; slug: string }
  | { kind: 'feedback'; slug: FeedbackSlug }
  | { kind: 'property-form'; id: number; form: PropertyForm }

/**
 * What the table makes of a path. Paths are matched without regard to case or language (a
 * path of another language still finds its page); whether `path` is the canonical form is
 * the canonical check's business (site/canonical.ts).
 */
export interface Match {
  target: Target
  /** The path as requested (decoded, with the language and a trailing slash). */
  path: string
}

/**
 * URL-safe slug: lower case, accents removed, letters of other scripts transliterated, words
 * joined by hyphens. Punctuation separates words first (slugify would delete it and glue
 * `l'Église` into `leglise`); compatibility forms are decomposed first so `m²` stays `m2`.
 */
export function slugify(text: string): string {
  let slug = slugs.get(text)
  if (slug === undefined) {
    const words = text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
    slug = slugifyText(words, { lower: true, strict: true }).slice(0, 80)
    slugs.set(text, slug)
  }
  return slug
}

/** Slugs made (every card and link of a page makes its property's again: titles and cities repeat). */
const slugs = new LRUCache<string, string>({ max: 5000 })

const isId = (s: string | undefined): s is string => !!s && /^[1-9][0-9]{0,9}$/.test(s)

export class RouteTable {
  private readonly paths: Map<string, LocalizedPaths>

  constructor(overrides: Array<{ key: string; paths: Partial<LocalizedPaths> }> = []) {
    this.paths = new Map(Object.entries(builtInPaths))
    for (const { key, paths } of overrides) {
      const base = this.paths.get(key) ?? same(key)
      const merged = { ...base }
      for (const l of locales) {
        const p = paths[l]
        if (typeof p === 'string' && (p !== '' || key === 'home')) merged[l] = p.replace(/^\/+|\/+$/g, '')
      }
      this.paths.set(key, merged)
    }
  }

  has(key: string): boolean {
    return this.paths.has(key)
  }

  /** The path of a page key in a language, without slashes; undefined when unknown. */
  pathOf(key: string, locale: Locale): string | undefined {
    return this.paths.get(key)?.[locale]
  }

  /** The URL of a target. An unknown page maps to '/'. */
  href(target: Target, locale: Locale): string {
    const page = (key: string) => this.pathOf(key, locale)
    const build = (...parts: Array<string | undefined>) => {
      if (parts.some((p) => p === undefined)) return '/'
      const rest = parts.filter((p) => p !== '').join('/')
      return rest ? `/${locale}/${rest}/` : `/${locale}/`
    }
    switch (target.kind) {
      case 'page':
        return build(page(target.key))
      case 'property': {
        if (!target.goal || !target.city || !target.title) return build(page('property'), String(target.id))
        const list = page(target.goal === 'rent' ? 'for-rent' : 'for-sale')
        return build(list, slugify(target.city) || '-', slugify(target.title) || '-', String(target.id))
      }
      case 'project':
        return build(page('projects'), slugify(target.title ?? '') || '-', String(target.id))
      case 'article':
        return build(page(target.section), target.slug)
      case 'feedback':
        return build(page('feedback'), target.slug)
      case 'property-form':
        return build(page('property'), String(target.id), propertyForms[target.form][locale])
    }
  }

  /** Which key has this path in this language (case-insensitively); also which key has it in another. */
  private findKey(path: string, locale: Locale): { key: string; exact: boolean; sameLocale: boolean } | undefined {
    const lower = path.toLowerCase()
    let other: { key: string; exact: boolean; sameLocale: boolean } | undefined
    for (const [key, paths] of this.paths) {
      if (paths[locale] === path) return { key, exact: true, sameLocale: true }
      if (paths[locale].toLowerCase() === lower) other ??= { key, exact: false, sameLocale: true }
    }
    if (other) return other
    for (const [key, paths] of this.paths) {
      if (key === 'home') continue
      if (locales.some((l) => paths[l].toLowerCase() === lower) || key.toLowerCase() === lower)
        return { key, exact: false, sameLocale: false }
    }
    return undefined
  }

  /** Map a localized path (the segments after the language) to a target, or null for a 404. */
  resolve(locale: Locale, rawSegments: string[]): Match | null {
    const segments = rawSegments.map((s) => safeDecode(s)).filter((s) => s !== '')
    if (segments.some((s) => s === null)) return null
    const segs = segments as string[]
    const path = `/${locale}/${segs.join('/')}${segs.length ? '/' : ''}`
    // Detail pages keep their slugs as written: their canonical form needs the document's data.
    const done = (target: Target): Match => ({ target, path })

    const whole = this.findKey(segs.join('/'), locale)
    if (whole && !['property', 'testimonials', 'feedback'].includes(whole.key)) {
      return done({ kind: 'page', key: whole.key })
    }
    if (segs.length === 0) return done({ kind: 'page', key: 'home' })

    const [first, ...rest] = segs
    const head = this.findKey(first, locale)?.key
    if (head === 'property' && rest.length === 1 && isId(rest[0])) {
      return done({ kind: 'property', id: Number(rest[0]) })
    }
    if (head === 'property' && rest.length === 2 && isId(rest[0])) {
      const form = propertyFormOf(rest[1])
      if (form) return done({ kind: 'property-form', id: Number(rest[0]), form })
    }
    if ((head === 'for-sale' || head === 'for-rent') && rest.length === 3 && isId(rest[2])) {
      return done({
        kind: 'property',
        id: Number(rest[2]),
        goal: head === 'for-rent' ? 'rent' : 'sale',
        city: rest[0],
        title: rest[1],
      })
    }
    if (head === 'projects' && rest.length === 2 && isId(rest[1])) {
      return done({ kind: 'project', id: Number(rest[1]), title: rest[0] })
    }
    if ((head === 'services' || head === 'testimonials') && rest.length === 1) {
      return done({ kind: 'article', section: head, slug: rest[0] })
    }
    if (head === 'feedback' && rest.length === 1) {
      const slug = rest[0].toLowerCase()
      if ((feedbackSlugs as readonly string[]).includes(slug))
        return done({ kind: 'feedback', slug: slug as FeedbackSlug })
    }
    return null
  }
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/**
 * The owners' pages: app routes of their own (src/app/(site)/[locale]/login/ and portal/), not
 * menu pages, with one path in every language.
 */
export const ownerRoutes = {
  login: (locale: Locale) => `/${locale}/login/`,
  forgot: (locale: Locale) => `/${locale}/login/forgot/`,
  password: (locale: Locale) => `/${locale}/login/password/`,
  portal: (locale: Locale) => `/${locale}/portal/`,
  property: (locale: Locale, property: number) => `/${locale}/portal/${property}/`,
  document: (locale: Locale, property: number, document: number) =>
    `/${locale}/portal/${property}/documents/${document}/`,
}

/** One of those pages in every language, for the language switcher. */
export const inEveryLanguage = (path: (locale: Locale) => string): Record<Locale, string> =>
  Object.fromEntries(locales.map((l) => [l, path(l)])) as Record<Locale, string>
