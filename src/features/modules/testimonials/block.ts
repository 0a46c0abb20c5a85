import type { Block } from 'payload'
import { commonFields, itemsPerRow, maxItems } from '../kit/fields'
import { l, options } from '../../../i18n/admin-text'

/** Testimonials of visitors, as staff published them (back office → Enquiries → Testimonials). */
export const TestimonialsBlock: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsModule',
  labels: {
    singular: l('Testimonials', 'Getuigenissen', 'Témoignages', 'Kundenstimmen'),
    plural: l('Testimonials', 'Getuigenissen', 'Témoignages', 'Kundenstimmen'),
  },
  fields: [
    ...commonFields,
    {
      name: 'language',
      type: 'select',
      defaultValue: 'page',
      label: l('Languages', 'Talen', 'Langues', 'Sprachen'),
      options: options([
        [
          'page',
          l(
            'Those written in the language of the page',
            'Die geschreven in de taal van de pagina',
            'Ceux écrits dans la langue de la page',
            'Die in der Sprache der Seite geschriebenen',
          ),
        ],
        ['all', l('All, in any language', 'Alle, in elke taal', 'Tous, en toute langue', 'Alle, in jeder Sprache')],
      ]),
      admin: {
        description: l(
          'Newest first; only testimonials staff have published are shown.',
          'Nieuwste eerst; alleen getuigenissen die medewerkers publiceerden worden getoond.',
          'Les plus récents en premier ; seuls les témoignages publiés par le personnel sont affichés.',
          'Neueste zuerst; nur von Mitarbeitenden veröffentlichte Kundenstimmen werden gezeigt.',
        ),
      },
    },
    { type: 'row', fields: [itemsPerRow(3), maxItems()] },
  ],
}
