import type { Block } from 'payload'
import { commonFields } from '../kit/fields'
import { l } from '../../../i18n/admin-text'

/** A title and text over the module's background, optionally with the search bar. */
export const BannerBlock: Block = {
  slug: 'banner',
  interfaceName: 'BannerModule',
  labels: {
    singular: l('Banner', 'Banner', 'Bannière', 'Banner'),
    plural: l('Banners', 'Banners', 'Bannières', 'Banner'),
  },
  fields: [
    ...commonFields,
    {
      name: 'showSearch',
      type: 'checkbox',
      defaultValue: false,
      label: l('Show search bar', 'Zoekbalk tonen', 'Afficher la recherche', 'Suchleiste anzeigen'),
    },
  ],
}
