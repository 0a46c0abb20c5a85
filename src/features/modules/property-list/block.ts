import type { Block } from 'payload'
import { commonFields, itemsPerRow, maxItems } from '../kit/fields'
import { l, options } from '../../../i18n/admin-text'

/** A list of properties: the latest few (with a maximum), or the full list with filters. */
export const PropertyListBlock: Block = {
  slug: 'propertyList',
  interfaceName: 'PropertyListModule',
  labels: {
    singular: l('Property list', 'Lijst panden', 'Liste de biens', 'Immobilienliste'),
    plural: l('Property lists', 'Lijsten panden', 'Listes de biens', 'Immobilienlisten'),
  },
  fields: [
    ...commonFields,
    {
      name: 'goal',
      type: 'select',
      defaultValue: 'all',
      label: l('Sale or rent', 'Koop of huur', 'Vente ou location', 'Kauf oder Miete'),
      options: options([
        ['all', l('All', 'Alle', 'Tous', 'Alle')],
        ['sale', l('For sale', 'Te koop', 'À vendre', 'Zu verkaufen')],
        ['rent', l('For rent', 'Te huur', 'À louer', 'Zu vermieten')],
      ]),
    },
    {
      type: 'row',
      fields: [
        maxItems(
          l(
            'With a maximum: the latest properties. Empty: the full list with filters, sort and pages.',
            'Met een maximum: de nieuwste panden. Leeg: de volledige lijst met filters, sortering en pagina’s.',
            'Avec un maximum : les biens les plus récents. Vide : la liste complète avec filtres, tri et pages.',
            'Mit Maximum: die neuesten Immobilien. Leer: die vollständige Liste mit Filtern, Sortierung und Seiten.',
          ),
        ),
        itemsPerRow(4, 4),
        {
          name: 'view',
          type: 'select',
          defaultValue: 'grid',
          label: l('View', 'Weergave', 'Affichage', 'Ansicht'),
          options: options([
            ['grid', l('Grid', 'Raster', 'Grille', 'Raster')],
            ['list', l('List', 'Lijst', 'Liste', 'Liste')],
            ['map', l('Map', 'Kaart', 'Carte', 'Karte')],
          ]),
          admin: {
            description: l(
              'Grid: cards side by side; list: one card per row; map: the properties on a map (with a maximum).',
              'Raster: kaarten naast elkaar; lijst: één kaart per rij; kaart: de panden op een kaart (met een maximum).',
              'Grille : vignettes côte à côte ; liste : une vignette par ligne ; carte : les biens sur une carte (avec un maximum).',
              'Raster: Karten nebeneinander; Liste: eine Karte pro Zeile; Karte: die Immobilien auf einer Karte (mit Maximum).',
            ),
          },
        },
      ],
    },
  ],
}
