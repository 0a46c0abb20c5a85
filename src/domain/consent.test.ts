import { describe, expect, it } from 'vitest'
import {
  choiceFromToggles,
  cleanTagIds,
  consentDefault,
  denyAll,
  grantAll,
  isPreviewPath,
  thirdPartyMediaAllowed,
  thirdPartyTileHost,
  parseStoredChoice,
  serializeChoice,
  tagsToLoad,
  utmOf,
  withUtm,
} from './consent'

const ids = {
  googleAnalyticsId: 'G-TEST1234',
  googleAdsId: 'AW-123456789',
  googleTagManagerId: 'GTM-ABC123',
  socialPixelId: '1234567890',
}

describe('consent choices', () => {
  it("'agree all' grants the four categories, 'decline' denies them", () => {
    expect(grantAll()).toEqual({
      ad_user_data: 'granted',
      ad_storage: 'granted',
      analytics_storage: 'granted',
      ad_personalization: 'granted',
    })
    expect(Object.values(denyAll())).toEqual(['denied', 'denied', 'denied', 'denied'])
  })

  it("'agree partly' keeps exactly the toggles that are on", () => {
    expect(choiceFromToggles({ analytics_storage: true, ad_personalization: false })).toEqual({
      ad_user_data: 'denied',
      ad_storage: 'denied',
      analytics_storage: 'granted',
      ad_personalization: 'denied',
    })
  })

  it('is stored as consent plus the four values and read back', () => {
    const choice = choiceFromToggles({ ad_storage: true })
    const raw = serializeChoice(choice)
    expect(JSON.parse(raw)).toEqual({ consent: true, ...choice })
    expect(parseStoredChoice(raw)).toEqual(choice)
  })

  it('asks again when the stored value is missing, broken or not ours', () => {
    expect(parseStoredChoice(null)).toBeNull()
    expect(parseStoredChoice('{')).toBeNull()
    expect(parseStoredChoice('"granted"')).toBeNull()
    expect(parseStoredChoice(JSON.stringify({ ...grantAll(), consent: false }))).toBeNull()
    expect(parseStoredChoice(JSON.stringify({ consent: true, ...grantAll(), ad_storage: 'yes' }))).toBeNull()
  })

  it('starts denied and waits 500 ms for the update', () => {
    expect(consentDefault()).toEqual({ ...denyAll(), wait_for_update: 500 })
  })
})

describe('tagsToLoad', () => {
  it('loads nothing before a choice and nothing ad- or analytics-related after a decline', () => {
    expect(tagsToLoad(ids, null)).toEqual([])
    expect(tagsToLoad(ids, denyAll())).toEqual([])
  })

  it('loads every configured tag after agree all', () => {
    expect(tagsToLoad(ids, grantAll()).map((t) => t.kind)).toEqual(['analytics', 'ads', 'tagManager', 'pixel'])
  })

  it('loads a tag only when its category is granted', () => {
    const analyticsOnly = choiceFromToggles({ analytics_storage: true })
    expect(tagsToLoad(ids, analyticsOnly)).toEqual([
      { kind: 'analytics', id: 'G-TEST1234' },
      { kind: 'tagManager', id: 'GTM-ABC123' },
    ])
    const adsOnly = choiceFromToggles({ ad_storage: true })
    expect(tagsToLoad(ids, adsOnly).map((t) => t.kind)).toEqual(['ads', 'pixel'])
  })

  it('skips ids that are not set or not well-formed', () => {
    const messy = { googleAnalyticsId: ' ', googleAdsId: 'AW-1"><script>', googleTagManagerId: null, socialPixelId: '' }
    expect(tagsToLoad(messy, grantAll())).toEqual([])
    expect(cleanTagIds(messy)).toEqual({
      googleAnalyticsId: undefined,
      googleAdsId: undefined,
      googleTagManagerId: undefined,
      socialPixelId: undefined,
    })
    expect(cleanTagIds({ googleAnalyticsId: ' G-TEST1234 ' }).googleAnalyticsId).toBe('G-TEST1234')
  })
})

describe('UTM parameters', () => {
  it('keeps only the UTM parameters of the landing URL', () => {
    expect(utmOf('?utm_source=news&x=1&utm_campaign=spring')).toBe('utm_source=news&utm_campaign=spring')
    expect(utmOf('?page=2')).toBe('')
  })

  it('appends the saved ones to a page view address, without overriding the URL', () => {
    expect(withUtm('https://vitrine.example/nl/te-koop/', 'utm_source=news')).toBe(
      'https://vitrine.example/nl/te-koop/?utm_source=news',
    )
    expect(withUtm('https://vitrine.example/nl/?utm_source=ad', 'utm_source=news&utm_medium=mail')).toBe(
      'https://vitrine.example/nl/?utm_source=ad&utm_medium=mail',
    )
    expect(withUtm('https://vitrine.example/nl/', null)).toBe('https://vitrine.example/nl/')
  })
})

describe('isPreviewPath', () => {
  it("is any path containing 'preview'", () => {
    expect(isPreviewPath('/nl/preview/te-koop/')).toBe(true)
    expect(isPreviewPath('/en/Preview-page/')).toBe(true)
    expect(isPreviewPath('/nl/te-koop/')).toBe(false)
  })
})

describe('thirdPartyTileHost', () => {
  it('names another site that serves the tiles, and nothing for our own', () => {
    const site = 'https://vitrine.example'
    expect(thirdPartyTileHost('https://tile.openstreetmap.org/{z}/{x}/{y}.png', site)).toBe('tile.openstreetmap.org')
    expect(thirdPartyTileHost('/tiles/{z}/{x}/{y}.png', site)).toBeNull()
    expect(thirdPartyTileHost('https://vitrine.example/tiles/{z}/{x}/{y}.png', site)).toBeNull()
  })
})

describe('third-party media (a YouTube still before the visitor plays the video)', () => {
  it('loads only once marketing (ad storage) is granted', () => {
    expect(thirdPartyMediaAllowed(null)).toBe(false)
    expect(thirdPartyMediaAllowed(denyAll())).toBe(false)
    expect(thirdPartyMediaAllowed(choiceFromToggles({ analytics_storage: true }))).toBe(false)
    expect(thirdPartyMediaAllowed(choiceFromToggles({ ad_storage: true }))).toBe(true)
    expect(thirdPartyMediaAllowed(grantAll())).toBe(true)
  })
})
