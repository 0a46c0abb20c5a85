import type { Field, GlobalConfig } from 'payload'
import { isAdmin, staffOrSite } from '../../../payload/access'
import { tags } from '../../../platform/cache/tags'
import { revalidateGlobal } from '../../../platform/cache/revalidate'
import { adminGroups } from '../../../payload/admin-groups'
import { l, options } from '../../../i18n/admin-text'

const item: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'status',
        type: 'checkbox',
        defaultValue: true,
        label: l('Status', 'Status', 'Statut', 'Status'),
        admin: {
          description: l(
            'Shown when on',
            'Zichtbaar indien aangevinkt',
            'Affiché si activé',
            'Sichtbar, wenn aktiviert',
          ),
        },
      },
      {
        name: 'icon',
        type: 'select',
        defaultValue: 'none',
        label: l('Icon', 'Icoon', 'Icône', 'Symbol'),
        options: options([
          ['none', l('None', 'Geen', 'Aucune', 'Keines')],
          ['phone', l('Phone', 'Telefoon', 'Téléphone', 'Telefon')],
          ['mail', l('Email', 'E-mail', 'E-mail', 'E-Mail')],
          ['pin', l('Location', 'Locatie', 'Localisation', 'Standort')],
          ['clock', l('Clock', 'Klok', 'Horloge', 'Uhr')],
          ['facebook', l('Facebook', 'Facebook', 'Facebook', 'Facebook')],
          ['instagram', l('Instagram', 'Instagram', 'Instagram', 'Instagram')],
          ['linkedin', l('LinkedIn', 'LinkedIn', 'LinkedIn', 'LinkedIn')],
          ['whatsapp', l('WhatsApp', 'WhatsApp', 'WhatsApp', 'WhatsApp')],
        ]),
      },
      { name: 'color', type: 'text', label: l('Color', 'Kleur', 'Couleur', 'Farbe') },
    ],
  },
  {
    name: 'label',
    type: 'text',
    required: true,
    localized: true,
    label: l('Label', 'Label', 'Libellé', 'Beschriftung'),
  },
  {
    name: 'link',
    type: 'text',
    label: l('Link', 'Link', 'Lien', 'Link'),
    admin: {
      description: l(
        'Same link in every language',
        'Dezelfde link in elke taal',
        'Même lien dans toutes les langues',
        'Gleicher Link in allen Sprachen',
      ),
    },
  },
  {
    name: 'localizedLink',
    type: 'text',
    localized: true,
    label: l('Link per language', 'Link per taal', 'Lien par langue', 'Link je Sprache'),
    admin: {
      description: l(
        'Overrides the link per language',
        'Vervangt de link per taal',
        'Remplace le lien pour chaque langue',
        'Ersetzt den Link je Sprache',
      ),
    },
  },
]

/** The rows of one side of the top bar. */
const itemLabels = {
  singular: l('Item', 'Item', 'Élément', 'Element'),
  plural: l('Items', 'Items', 'Éléments', 'Elemente'),
}

export const TopBar: GlobalConfig = {
  slug: 'top-bar',
  label: l('Top bar', 'Topbalk', 'Barre supérieure', 'Obere Leiste'),
  admin: { group: adminGroups.settings },
  access: { read: staffOrSite, update: isAdmin },
  hooks: { afterChange: revalidateGlobal(tags.topBar) },
  fields: [
    {
      name: 'show',
      type: 'checkbox',
      defaultValue: true,
      label: l('Show top bar', 'Topbalk tonen', 'Afficher la barre supérieure', 'Obere Leiste anzeigen'),
    },
    {
      name: 'leftItems',
      type: 'array',
      label: l('Items on the left', 'Items links', 'Éléments à gauche', 'Elemente links'),
      labels: itemLabels,
      fields: item,
    },
    {
      name: 'rightItems',
      type: 'array',
      label: l('Items on the right', 'Items rechts', 'Éléments à droite', 'Elemente rechts'),
      labels: itemLabels,
      fields: item,
    },
  ],
}
