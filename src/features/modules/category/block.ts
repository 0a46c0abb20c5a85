import type { Block } from 'payload'
import { commonFields, itemsPerRow } from '../kit/fields'
import { l, options } from '../../../i18n/admin-text'

/** The services of the category tree (the services page), or of one branch. */
export const CategoryBlock: Block = {
  slug: 'category',
  interfaceName: 'CategoryModule',
  labels: {
    singular: l('Category', 'Categorie', 'Catégorie', 'Kategorie'),
    plural: l('Categories', 'Categorieën', 'Catégories', 'Kategorien'),
  },
  fields: [
    ...commonFields,
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      label: l('Category', 'Categorie', 'Catégorie', 'Kategorie'),
      admin: {
        description: l(
          'Empty: every category.',
          'Leeg: alle categorieën.',
          'Vide : toutes les catégories.',
          'Leer: alle Kategorien.',
        ),
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'isHasSubcategories',
          type: 'checkbox',
          defaultValue: true,
          label: l(
            'Show subcategories',
            'Subcategorieën tonen',
            'Afficher les sous-catégories',
            'Unterkategorien anzeigen',
          ),
          admin: {
            description: l(
              'Off: one list of all services under each category.',
              'Uit: één lijst van alle diensten onder elke categorie.',
              'Désactivé : une seule liste de tous les services sous chaque catégorie.',
              'Aus: eine Liste aller Dienstleistungen unter jeder Kategorie.',
            ),
          },
        },
        {
          name: 'view',
          type: 'select',
          defaultValue: 'collapsible',
          label: l('View', 'Weergave', 'Affichage', 'Ansicht'),
          options: options([
            ['collapsible', l('Collapsible list', 'Uitklapbare lijst', 'Liste dépliante', 'Aufklappbare Liste')],
            ['cards', l('Cards', 'Tegels', 'Vignettes', 'Kacheln')],
          ]),
        },
        itemsPerRow(3),
      ],
    },
  ],
}
