import type { GlobalConfig } from 'payload'
import { isAdmin, staffOrSite } from '../../../payload/access'
import { tags } from '../../../platform/cache/tags'
import { revalidateGlobal } from '../../../platform/cache/revalidate'
import { adminGroups } from '../../../payload/admin-groups'
import { l, type AdminText } from '../../../i18n/admin-text'

const width = (name: string, label: AdminText, defaultValue: number) => ({
  name,
  type: 'number' as const,
  label,
  min: 1,
  max: 12,
  defaultValue,
})

export const Footer: GlobalConfig = {
  slug: 'footer',
  label: l('Footer', 'Voettekst', 'Pied de page', 'Fußzeile'),
  admin: { group: adminGroups.settings },
  access: { read: staffOrSite, update: isAdmin },
  hooks: { afterChange: revalidateGlobal(tags.footer) },
  fields: [
    {
      name: 'columns',
      type: 'array',
      label: l('Columns', 'Kolommen', 'Colonnes', 'Spalten'),
      labels: {
        singular: l('Column', 'Kolom', 'Colonne', 'Spalte'),
        plural: l('Columns', 'Kolommen', 'Colonnes', 'Spalten'),
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', type: 'text', localized: true, label: l('Title', 'Titel', 'Titre', 'Titel') },
            {
              name: 'titlePublic',
              type: 'checkbox',
              defaultValue: true,
              label: l('Show title', 'Titel tonen', 'Afficher le titre', 'Titel anzeigen'),
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'introText',
              type: 'textarea',
              localized: true,
              label: l('Intro text', 'Introtekst', "Texte d'introduction", 'Einleitungstext'),
            },
            {
              name: 'introTextPublic',
              type: 'checkbox',
              defaultValue: true,
              label: l(
                'Show intro text',
                'Introtekst tonen',
                "Afficher le texte d'introduction",
                'Einleitungstext anzeigen',
              ),
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'fullText',
              type: 'textarea',
              localized: true,
              label: l('Full text', 'Volledige tekst', 'Texte complet', 'Volltext'),
            },
            {
              name: 'fullTextPublic',
              type: 'checkbox',
              defaultValue: true,
              label: l('Show full text', 'Volledige tekst tonen', 'Afficher le texte complet', 'Volltext anzeigen'),
            },
          ],
        },
        {
          name: 'images',
          type: 'upload',
          relationTo: 'media',
          hasMany: true,
          label: l('Images', 'Afbeeldingen', 'Images', 'Bilder'),
        },
        {
          type: 'row',
          fields: [
            width(
              'colSm',
              l(
                'Width on small screens',
                'Breedte op kleine schermen',
                'Largeur sur petits écrans',
                'Breite auf kleinen Bildschirmen',
              ),
              12,
            ),
            width(
              'colMd',
              l(
                'Width on medium screens',
                'Breedte op middelgrote schermen',
                'Largeur sur écrans moyens',
                'Breite auf mittleren Bildschirmen',
              ),
              6,
            ),
            width(
              'colLg',
              l(
                'Width on large screens',
                'Breedte op grote schermen',
                'Largeur sur grands écrans',
                'Breite auf großen Bildschirmen',
              ),
              3,
            ),
          ],
        },
      ],
    },
  ],
}
