import type { Block } from 'payload'
import { commonFields, itemsPerRow, maxItems } from '../kit/fields'
import { l } from '../../../i18n/admin-text'

/** The agency's team: the chosen members in their order, or everyone. */
export const TeamBlock: Block = {
  slug: 'team',
  interfaceName: 'TeamModule',
  labels: {
    singular: l('Team', 'Team', 'Équipe', 'Team'),
    plural: l('Teams', 'Teams', 'Équipes', 'Teams'),
  },
  fields: [
    ...commonFields,
    {
      name: 'members',
      type: 'relationship',
      relationTo: 'team-members',
      hasMany: true,
      label: l('Team members', 'Teamleden', "Membres de l'équipe", 'Teammitglieder'),
      admin: {
        description: l(
          'Empty shows the whole team',
          'Leeg toont het volledige team',
          "Vide : toute l'équipe est affichée",
          'Leer zeigt das ganze Team',
        ),
      },
    },
    { type: 'row', fields: [itemsPerRow(4), maxItems()] },
  ],
}
