import { defaultLocale, locales } from '../../src/i18n/locales'
import { settings } from '../data/settings'
import { withIds } from '../localized'
import type { Writer } from './writer'

/** The site settings (with the logos and banner uploaded before), the top bar, the footer and the visit slots. */
export async function saveSettings(w: Writer, media: Map<string, number>): Promise<void> {
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
  // Visits as the sample agency takes them: never on Sundays or Belgian public holidays, and
  // each one requested until staff confirm it.
  await w.global('appointment-slots', {
    capacity: { slot10to13: 2, slot14to16: 2, slot16to19: 2 },
    closedWeekdays: ['sun'],
    closedOnPublicHolidays: true,
    confirmation: 'requested',
  })
}
