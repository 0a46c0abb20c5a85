/**
 * Cookie consent (docs/rules/privacy-and-security.md) on Google Consent Mode v2. Pure rules: what is stored, what
 * is told to gtag, which tags may load, and how UTM parameters ride along with page views. The
 * browser side lives in src/ui/consent.
 */

/** The four categories Consent Mode knows, besides the necessary one (always granted). */
export const consentCategories = ['ad_user_data', 'ad_storage', 'analytics_storage', 'ad_personalization'] as const
export type ConsentCategory = (typeof consentCategories)[number]
export type ConsentValue = 'granted' | 'denied'
export type ConsentChoice = Record<ConsentCategory, ConsentValue>

/** Where the choice is kept in local storage: consent plus the four values. */
export const CONSENT_STORAGE_KEY = 'vitrine-consent'
/** Set once the visitor has chosen to show a map from a third-party tile server. */
export const MAP_CONSENT_STORAGE_KEY = 'vitrine-maps'
/** Where the landing page's UTM parameters are kept for the visit (session storage). */
export const UTM_STORAGE_KEY = 'vitrine-utm'
/** Consent Mode waits this long for our update before tags act on the defaults. */
export const WAIT_FOR_UPDATE_MS = 500
/** `?setcookies` in any URL forgets every stored choice. */
export const RESET_PARAMETER = 'setcookies'

const all = (value: ConsentValue): ConsentChoice =>
  Object.fromEntries(consentCategories.map((c) => [c, value])) as ConsentChoice

/** 'Agree all': every category granted. */
export const grantAll = (): ConsentChoice => all('granted')
/** 'Decline': only the necessary category, which needs no storage of its own. */
export const denyAll = (): ConsentChoice => all('denied')

/** 'Agree partly': exactly the toggles that are on. */
export function choiceFromToggles(toggles: Partial<Record<ConsentCategory, boolean>>): ConsentChoice {
  return Object.fromEntries(consentCategories.map((c) => [c, toggles[c] ? 'granted' : 'denied'])) as ConsentChoice
}

/** What goes into local storage. */
export function serializeChoice(choice: ConsentChoice): string {
  return JSON.stringify({ consent: true, ...choice })
}

/** The stored choice, or null when there is none or it is not one we wrote (then we ask again). */
export function parseStoredChoice(raw: string | null | undefined): ConsentChoice | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object') return null
  const stored = value as Record<string, unknown>
  if (stored.consent !== true) return null
  const choice: Partial<ConsentChoice> = {}
  for (const c of consentCategories) {
    if (stored[c] !== 'granted' && stored[c] !== 'denied') return null
    choice[c] = stored[c]
  }
  return choice as ConsentChoice
}

/** `gtag('consent', 'default', …)`: everything denied until the visitor says otherwise. */
export function consentDefault(): ConsentChoice & { wait_for_update: number } {
  return { ...denyAll(), wait_for_update: WAIT_FOR_UPDATE_MS }
}

/** Site settings: the ids of the tags the agency uses (empty when not used). */
export interface TagIds {
  googleAnalyticsId?: string | null
  googleAdsId?: string | null
  googleTagManagerId?: string | null
  socialPixelId?: string | null
}

export type TagKind = 'analytics' | 'ads' | 'tagManager' | 'pixel'
export interface TagToLoad {
  kind: TagKind
  id: string
}

/** The category each tag needs (basic consent mode: a tag does not load at all without it). */
export const tagCategory: Record<TagKind, ConsentCategory> = {
  analytics: 'analytics_storage',
  ads: 'ad_storage',
  tagManager: 'analytics_storage',
  pixel: 'ad_storage',
}

// Ids as Google and the social networks hand them out; anything else is ignored, so a typo in
// the back office cannot inject a script address.
const idPatterns: Record<TagKind, RegExp> = {
  analytics: /^G-[A-Z0-9]{4,20}$/,
  ads: /^AW-[0-9]{5,15}$/,
  tagManager: /^GTM-[A-Z0-9]{4,12}$/,
  pixel: /^[0-9]{6,20}$/,
}

/** The tags whose id is set (and well-formed) and whose category is granted. */
export function tagsToLoad(ids: TagIds, choice: ConsentChoice | null): TagToLoad[] {
  if (!choice) return []
  const configured: Array<[TagKind, string | null | undefined]> = [
    ['analytics', ids.googleAnalyticsId],
    ['ads', ids.googleAdsId],
    ['tagManager', ids.googleTagManagerId],
    ['pixel', ids.socialPixelId],
  ]
  return configured.flatMap(([kind, raw]) => {
    const id = (raw ?? '').trim()
    if (!id || !idPatterns[kind].test(id) || choice[tagCategory[kind]] !== 'granted') return []
    return [{ kind, id }]
  })
}

/** Only well-formed ids reach the browser (see idPatterns). */
export function cleanTagIds(ids: TagIds): TagIds {
  const keep = (kind: TagKind, raw: string | null | undefined) => {
    const id = (raw ?? '').trim()
    return idPatterns[kind].test(id) ? id : undefined
  }
  return {
    googleAnalyticsId: keep('analytics', ids.googleAnalyticsId),
    googleAdsId: keep('ads', ids.googleAdsId),
    googleTagManagerId: keep('tagManager', ids.googleTagManagerId),
    socialPixelId: keep('pixel', ids.socialPixelId),
  }
}

export const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

/** The UTM parameters of a landing URL's query ('' when it has none). */
export function utmOf(search: string): string {
  const params = new URLSearchParams(search)
  const out = new URLSearchParams()
  for (const key of utmKeys) {
    const value = params.get(key)
    if (value) out.set(key, value.slice(0, 200))
  }
  return out.toString()
}

/** A page view's address with the saved UTM parameters appended (those in the URL win). */
export function withUtm(href: string, savedUtm: string | null | undefined): string {
  if (!savedUtm) return href
  const url = new URL(href)
  for (const [key, value] of new URLSearchParams(savedUtm)) {
    if ((utmKeys as readonly string[]).includes(key) && !url.searchParams.has(key)) url.searchParams.set(key, value)
  }
  return url.toString()
}

/**
 * Whether pictures and players of third-party media sites (a YouTube video's thumbnail) may load
 * before the visitor asks for the video: they are marketing content, so they follow the
 * marketing category (ad storage). Until then a local placeholder stands in for them.
 */
export function thirdPartyMediaAllowed(choice: ConsentChoice | null): boolean {
  return choice?.ad_storage === 'granted'
}

/** Any path containing 'preview' is preview mode, where the dialog is not shown. */
export function isPreviewPath(pathname: string): boolean {
  return pathname.toLowerCase().includes('preview')
}

/**
 * The host a map's tiles come from when it is another site than ours (then the visitor is asked
 * before the first map loads: no third-party request without consent); null when self-hosted.
 */
export function thirdPartyTileHost(tileUrl: string, siteUrl: string): string | null {
  try {
    const tiles = new URL(tileUrl.replace(/[{}]/g, ''), siteUrl)
    return tiles.origin === new URL(siteUrl).origin ? null : tiles.hostname
  } catch {
    return null
  }
}
