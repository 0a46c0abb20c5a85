import type { CollectionConfig } from 'payload'
import { contentAccess, staffOrSite } from '../../../payload/access'
import { tags } from '../../../platform/cache/tags'
import { revalidateCollection } from '../../../platform/cache/revalidate'
import { adminGroups } from '../../../payload/admin-groups'
import { l } from '../../../i18n/admin-text'

/** Web types (house, apartment …). webId chooses the icon group (domain/property-type.ts). */
export const PropertyTypes: CollectionConfig = {
  slug: 'property-types',
  labels: {
    singular: l('Property type', 'Type pand', 'Type de bien', 'Immobilienart'),
    plural: l('Property types', 'Types panden', 'Types de biens', 'Immobilienarten'),
  },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'webId', 'showOrder'], group: adminGroups.listings },
  access: contentAccess(staffOrSite),
  trash: true,
  defaultSort: 'showOrder',
  hooks: revalidateCollection(() => [tags.propertyTypes]),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: l('Name', 'Naam', 'Nom', 'Name') },
    {
      name: 'webId',
      type: 'number',
      required: true,
      min: 1,
      max: 7,
      label: l('Web ID', 'Web-ID', 'ID web', 'Web-ID'),
      admin: {
        description: l(
          '1 residential, 2 office/default, 3 industrial, 4 land, 5 and 7 commercial, 6 retail',
          '1 wonen, 2 kantoor/standaard, 3 industrie, 4 grond, 5 en 7 handel, 6 winkel',
          '1 résidentiel, 2 bureau/par défaut, 3 industriel, 4 terrain, 5 et 7 commercial, 6 commerce de détail',
          '1 Wohnen, 2 Büro/Standard, 3 Industrie, 4 Grundstück, 5 und 7 Gewerbe, 6 Einzelhandel',
        ),
      },
    },
    {
      name: 'showOrder',
      type: 'number',
      defaultValue: 0,
      label: l('Display order', 'Weergavevolgorde', "Ordre d'affichage", 'Anzeigereihenfolge'),
    },
    { name: 'sale', type: 'checkbox', defaultValue: true, label: l('For sale', 'Te koop', 'À vendre', 'Zu verkaufen') },
    { name: 'rent', type: 'checkbox', defaultValue: true, label: l('For rent', 'Te huur', 'À louer', 'Zu vermieten') },
  ],
}
