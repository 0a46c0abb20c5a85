/**
 * The ALTCHA widget (a web component, about 35 KB gzip with its workers), loaded by
 * ProofOfWork.tsx with a dynamic import: only pages with a form download it, and only once the
 * form comes into view or the visitor starts on it.
 */
import 'altcha'
import type { ProofTexts } from './texts'

/** Settings of every widget on the page, in the page's language, before one is rendered. */
export function setUpWidget(locale: string, texts: ProofTexts): void {
  globalThis.$altcha.defaults.set({
    // The site's own look: no ALTCHA logo or credit line in the box.
    hideFooter: true,
    hideLogo: true,
    // Pointer and scroll signals serve ALTCHA's hosted service only: not collected.
    humanInteractionSignature: false,
    // One core stays with the page: the visitor goes on typing while the work runs.
    workers: Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 8) - 1),
  })
  // The widget ships English only; these are the site's texts for the page's language.
  globalThis.$altcha.i18n.set(locale, { ...texts })
}
