import type { Block } from 'payload'
import { commonFields } from '../kit/fields'
import { l } from '../../../i18n/admin-text'

/** Free text written in the editor. */
export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextModule',
  labels: {
    singular: l('Text', 'Tekstblok', 'Bloc de texte', 'Textblock'),
    plural: l('Texts', 'Tekstblokken', 'Blocs de texte', 'Textblöcke'),
  },
  fields: [
    ...commonFields,
    { name: 'content', type: 'richText', localized: true, label: l('Content', 'Inhoud', 'Contenu', 'Inhalt') },
  ],
}
