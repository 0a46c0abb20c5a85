import type { Tr } from '../../localized'
import type { MenuPageSeed } from '../../types'
import { agency as a } from '../settings'

/** SEO block: the search title and description double as Open Graph and Twitter texts. */
export function seo(pageTitle: Tr, metadataTitle: Tr, metadataDescription: Tr): MenuPageSeed['meta'] {
  return {
    pageTitle,
    metadataTitle,
    metadataDescription,
    ogTitle: metadataTitle,
    ogDescription: metadataDescription,
    twitterTitle: metadataTitle,
    twitterDescription: metadataDescription,
  }
}

/** The agency's name and address in each language, as the legal texts and the contact page state it. */
export const address = {
  nl: `${a.legalName}, ${a.street}, ${a.zip} ${a.city.get('nl')}`,
  fr: `${a.legalName}, ${a.street}, ${a.zip} ${a.city.get('fr')}`,
  en: `${a.legalName}, ${a.street}, ${a.zip} ${a.city.get('en')}`,
  de: `${a.legalName}, ${a.street}, ${a.zip} ${a.city.get('de')}`,
}
