import type { ConsentChoice, TagToLoad } from '@/domain/consent'
import { consentDefault } from '@/domain/consent'

/*
 * Google's and the social network's loaders, as the browser runs them. Nothing here
 * runs before the visitor has chosen, except the consent defaults, which tell any tag that
 * loads later that everything is denied until the update.
 */

type Gtag = (...args: unknown[]) => void
type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[]; loaded?: boolean; version?: string }

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
    fbq?: Fbq
    _fbq?: Fbq
  }
}

export const GTAG_ORIGIN = 'https://www.googletagmanager.com'
export const PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js'

/** gtag as Google documents it: a queue on window.dataLayer that gtag.js reads once loaded. */
export function gtag(...args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? []
  window.gtag =
    window.gtag ??
    function gtag() {
      // gtag.js expects the Arguments object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments)
    }
  window.gtag(...args)
}

let defaultsSet = false
/** `gtag('consent', 'default', …)` once per document, before any tag can load. */
export function setConsentDefaults(): void {
  if (defaultsSet) return
  defaultsSet = true
  gtag('consent', 'default', consentDefault())
}

export function updateConsent(choice: ConsentChoice): void {
  gtag('consent', 'update', { ...choice })
}

function addScript(src: string, kind: string): void {
  if (document.querySelector(`script[data-consent-tag="${kind}"]`)) return
  const script = document.createElement('script')
  script.async = true
  script.src = src
  script.dataset.consentTag = kind
  document.head.appendChild(script)
}

const loaded = new Set<string>()

/** Loads one granted tag (once per document). */
export function loadTag(tag: TagToLoad): void {
  const key = `${tag.kind}:${tag.id}`
  if (loaded.has(key)) return
  loaded.add(key)
  switch (tag.kind) {
    case 'analytics':
    case 'ads':
      addScript(`${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(tag.id)}`, 'gtag')
      gtag('js', new Date())
      // Page views are sent by us, with the saved UTM parameters.
      gtag('config', tag.id, { send_page_view: false })
      return
    case 'tagManager':
      window.dataLayer = window.dataLayer ?? []
      window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
      addScript(`${GTAG_ORIGIN}/gtm.js?id=${encodeURIComponent(tag.id)}`, 'gtm')
      return
    case 'pixel': {
      if (!window.fbq) {
        const fbq: Fbq = (...args: unknown[]) => {
          fbq.queue!.push(args)
        }
        fbq.queue = []
        fbq.loaded = true
        fbq.version = '2.0'
        window.fbq = fbq
        window._fbq = fbq
      }
      addScript(PIXEL_SCRIPT, 'pixel')
      window.fbq('consent', 'grant')
      window.fbq('init', tag.id)
      return
    }
  }
}

/** One page view to every loaded tag. */
export function sendPageView(pageLocation: string): void {
  gtag('event', 'page_view', { page_location: pageLocation, page_title: document.title })
  if ([...loaded].some((k) => k.startsWith('pixel:'))) window.fbq?.('track', 'PageView')
}
