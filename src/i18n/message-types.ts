/**
 * The message catalogue as types. `Messages` (English) types the keys of every `t()` call through
 * next-intl's AppConfig (src/global.d.ts). The checks below make tsc fail when a language lacks a key
 * another has, or when `featureNamespaces` and the feature folders typed here disagree.
 * What types cannot see (empty texts, ICU placeholders, unlisted folders) is checked by
 * scripts/check-messages.ts.
 */
import type { featureNamespaces } from './messages'

type EnBase = typeof import('../../messages/en.json')
type EnFeatures = {
  listings: typeof import('../../messages/listings/en.json')
  property: typeof import('../../messages/property/en.json')
  search: typeof import('../../messages/search/en.json')
  map: typeof import('../../messages/map/en.json')
  projects: typeof import('../../messages/projects/en.json')
  articles: typeof import('../../messages/articles/en.json')
  seo: typeof import('../../messages/seo/en.json')
  consent: typeof import('../../messages/consent/en.json')
  errors: typeof import('../../messages/errors/en.json')
  enquiries: typeof import('../../messages/enquiries/en.json')
  alerts: typeof import('../../messages/alerts/en.json')
  offer: typeof import('../../messages/offer/en.json')
  rent: typeof import('../../messages/rent/en.json')
  visit: typeof import('../../messages/visit/en.json')
  abuse: typeof import('../../messages/abuse/en.json')
  owners: typeof import('../../messages/owners/en.json')
  portal: typeof import('../../messages/portal/en.json')
  failure: typeof import('../../messages/failure/en.json')
  mail: typeof import('../../messages/mail/en.json')
  costs: typeof import('../../messages/costs/en.json')
  shortlist: typeof import('../../messages/shortlist/en.json')
  'price-history': typeof import('../../messages/price-history/en.json')
}

type NlBase = typeof import('../../messages/nl.json')
type NlFeatures = {
  listings: typeof import('../../messages/listings/nl.json')
  property: typeof import('../../messages/property/nl.json')
  search: typeof import('../../messages/search/nl.json')
  map: typeof import('../../messages/map/nl.json')
  projects: typeof import('../../messages/projects/nl.json')
  articles: typeof import('../../messages/articles/nl.json')
  seo: typeof import('../../messages/seo/nl.json')
  consent: typeof import('../../messages/consent/nl.json')
  errors: typeof import('../../messages/errors/nl.json')
  enquiries: typeof import('../../messages/enquiries/nl.json')
  alerts: typeof import('../../messages/alerts/nl.json')
  offer: typeof import('../../messages/offer/nl.json')
  rent: typeof import('../../messages/rent/nl.json')
  visit: typeof import('../../messages/visit/nl.json')
  abuse: typeof import('../../messages/abuse/nl.json')
  owners: typeof import('../../messages/owners/nl.json')
  portal: typeof import('../../messages/portal/nl.json')
  failure: typeof import('../../messages/failure/nl.json')
  mail: typeof import('../../messages/mail/nl.json')
  costs: typeof import('../../messages/costs/nl.json')
  shortlist: typeof import('../../messages/shortlist/nl.json')
  'price-history': typeof import('../../messages/price-history/nl.json')
}

type FrBase = typeof import('../../messages/fr.json')
type FrFeatures = {
  listings: typeof import('../../messages/listings/fr.json')
  property: typeof import('../../messages/property/fr.json')
  search: typeof import('../../messages/search/fr.json')
  map: typeof import('../../messages/map/fr.json')
  projects: typeof import('../../messages/projects/fr.json')
  articles: typeof import('../../messages/articles/fr.json')
  seo: typeof import('../../messages/seo/fr.json')
  consent: typeof import('../../messages/consent/fr.json')
  errors: typeof import('../../messages/errors/fr.json')
  enquiries: typeof import('../../messages/enquiries/fr.json')
  alerts: typeof import('../../messages/alerts/fr.json')
  offer: typeof import('../../messages/offer/fr.json')
  rent: typeof import('../../messages/rent/fr.json')
  visit: typeof import('../../messages/visit/fr.json')
  abuse: typeof import('../../messages/abuse/fr.json')
  owners: typeof import('../../messages/owners/fr.json')
  portal: typeof import('../../messages/portal/fr.json')
  failure: typeof import('../../messages/failure/fr.json')
  mail: typeof import('../../messages/mail/fr.json')
  costs: typeof import('../../messages/costs/fr.json')
  shortlist: typeof import('../../messages/shortlist/fr.json')
  'price-history': typeof import('../../messages/price-history/fr.json')
}

type DeBase = typeof import('../../messages/de.json')
type DeFeatures = {
  listings: typeof import('../../messages/listings/de.json')
  property: typeof import('../../messages/property/de.json')
  search: typeof import('../../messages/search/de.json')
  map: typeof import('../../messages/map/de.json')
  projects: typeof import('../../messages/projects/de.json')
  articles: typeof import('../../messages/articles/de.json')
  seo: typeof import('../../messages/seo/de.json')
  consent: typeof import('../../messages/consent/de.json')
  errors: typeof import('../../messages/errors/de.json')
  enquiries: typeof import('../../messages/enquiries/de.json')
  alerts: typeof import('../../messages/alerts/de.json')
  offer: typeof import('../../messages/offer/de.json')
  rent: typeof import('../../messages/rent/de.json')
  visit: typeof import('../../messages/visit/de.json')
  abuse: typeof import('../../messages/abuse/de.json')
  owners: typeof import('../../messages/owners/de.json')
  portal: typeof import('../../messages/portal/de.json')
  failure: typeof import('../../messages/failure/de.json')
  mail: typeof import('../../messages/mail/de.json')
  costs: typeof import('../../messages/costs/de.json')
  shortlist: typeof import('../../messages/shortlist/de.json')
  'price-history': typeof import('../../messages/price-history/de.json')
}

/** Every message of the site: the shared file plus one namespace per feature folder. */
export type Messages = EnBase & EnFeatures

type NlMessages = NlBase & NlFeatures
type FrMessages = FrBase & FrFeatures
type DeMessages = DeBase & DeFeatures

/** Compiles only when `Actual` has every key of `Expected`; the error names the missing key. */
type HasKeysOf<Actual extends Expected, Expected> = Actual
/** Compiles only when `T` is empty. */
type Empty<T extends never> = T

// Both directions: a key missing in a language, and a key only that language has.
export type KeyParity = [
  HasKeysOf<NlMessages, Messages>,
  HasKeysOf<Messages, NlMessages>,
  HasKeysOf<FrMessages, Messages>,
  HasKeysOf<Messages, FrMessages>,
  HasKeysOf<DeMessages, Messages>,
  HasKeysOf<Messages, DeMessages>,
  // Each listed namespace has a typed folder, and each typed folder is listed (so it is loaded).
  HasKeysOf<(typeof featureNamespaces)[number], keyof EnFeatures>,
  HasKeysOf<keyof EnFeatures, (typeof featureNamespaces)[number]>,
  // A namespace must not also be a key of the shared file: the folder would silently replace it.
  Empty<Extract<keyof EnBase | keyof NlBase | keyof FrBase | keyof DeBase, keyof EnFeatures>>,
]
