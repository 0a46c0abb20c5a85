import type { Block } from 'payload'
import { commonFields, itemsPerRow, maxItems } from '../kit/fields'
import { l, options } from '../../../i18n/admin-text'

/** Cards of services or testimonials: the chosen ones in their order, or all of the kind. */
export const ArticleBlock: Block = {
  slug: 'article',
  interfaceName: 'ArticleModule',
  labels: {
    singular: l('Article list', 'Lijst artikels', "Liste d'articles", 'Artikelliste'),
    plural: l('Article lists', 'Lijsten artikels', "Listes d'articles", 'Artikellisten'),
  },
  fields: [
    ...commonFields,
    {
      name: 'kind',
      type: 'select',
      defaultValue: 'service',
      label: l('Kind', 'Soort', 'Genre', 'Art'),
      options: options([
        ['service', l('Service', 'Dienst', 'Service', 'Dienstleistung')],
        ['testimonial', l('Testimonial', 'Getuigenis', 'Témoignage', 'Kundenstimme')],
      ]),
    },
    {
      name: 'articles',
      type: 'relationship',
      relationTo: 'articles',
      hasMany: true,
      label: l('Articles', 'Artikels', 'Articles', 'Artikel'),
      admin: {
        description: l(
          'Empty: every published article of the kind.',
          'Leeg: alle gepubliceerde artikels van deze soort.',
          'Vide : tous les articles publiés de ce genre.',
          'Leer: alle veröffentlichten Artikel dieser Art.',
        ),
      },
    },
    { type: 'row', fields: [itemsPerRow(3), maxItems()] },
  ],
}
