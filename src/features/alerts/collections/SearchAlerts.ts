import type { Access, CollectionConfig, Validate } from 'payload'
import { isAdmin, isStaff } from '../../../payload/access'
import { inLanguage, l } from '../../../i18n/admin-text'
import { adminGroups } from '../../../payload/admin-groups'
import { normalizeEmail } from '../../../platform/fields/email'
import { languageOptions } from '../../../platform/fields/language'

/** Written by the site's own code (the demand-register form, the alert jobs), never through REST. */
const serverOnly: Access = ({ req }) => req.payloadAPI === 'local' && !req.user

const zoneMessage = l(
  'Choose at least one city or postcode.',
  'Kies minstens één gemeente of postcode.',
  'Choisissez au moins une localité ou un code postal.',
  'Wählen Sie mindestens einen Ort oder eine Postleitzahl.',
)
const postcodeMessage = l(
  'A postcode has four digits.',
  'Een postcode heeft vier cijfers.',
  'Un code postal compte quatre chiffres.',
  'Eine Postleitzahl hat vier Ziffern.',
)

/** A search alert needs at least one zone, a city or a postcode. */
const validatePostcodes: Validate<string[] | null | undefined> = (value, { siblingData, req }) => {
  const codes = value ?? []
  if (codes.some((code) => !/^[1-9][0-9]{3}$/.test(code))) return inLanguage(postcodeMessage, req.i18n?.language)
  const cities = (siblingData as { cities?: unknown[] }).cities ?? []
  return codes.length || cities.length ? true : inLanguage(zoneMessage, req.i18n?.language)
}

/**
 * Search alerts ('keep me informed'): what a visitor registered through the
 * demand-register form. When a matching property is published or its price drops, the address
 * gets a digest mail (features/alerts); every mail unsubscribes all the address's alerts in one
 * click. Staff read them and may end one (status); the public reads nothing (personal data).
 */
export const SearchAlerts: CollectionConfig = {
  slug: 'search-alerts',
  labels: {
    singular: l('Search alert', 'Zoekopdracht', 'Alerte de recherche', 'Suchauftrag'),
    plural: l('Search alerts', 'Zoekopdrachten', 'Alertes de recherche', 'Suchaufträge'),
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'email', 'goal', 'status', 'lastDigestSentAt'],
    group: adminGroups.enquiries,
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: serverOnly, update: isStaff, delete: isAdmin },
  hooks: {
    // Its pending and past matches go first (they cannot outlive it: erasing a person's data
    // erases their alerts and what was found for them).
    beforeDelete: [
      async ({ id, req }) => {
        await req.payload.delete({ collection: 'alert-matches', where: { alert: { equals: id } }, req })
      },
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'email',
          type: 'email',
          required: true,
          index: true,
          label: l('E-mail', 'E-mail', 'E-mail', 'E-Mail'),
          hooks: { beforeValidate: [normalizeEmail] },
        },
        { name: 'name', type: 'text', label: l('Name', 'Naam', 'Nom', 'Name') },
        {
          name: 'locale',
          type: 'select',
          required: true,
          label: l('Language', 'Taal', 'Langue', 'Sprache'),
          options: languageOptions,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'active',
          index: true,
          label: l('Status', 'Status', 'Statut', 'Status'),
          options: [
            { label: l('Active', 'Actief', 'Active', 'Aktiv'), value: 'active' },
            { label: l('Unsubscribed', 'Uitgeschreven', 'Désinscrite', 'Abgemeldet'), value: 'unsubscribed' },
          ],
        },
        {
          name: 'goal',
          type: 'select',
          required: true,
          index: true,
          label: l('Sale or rent', 'Koop of huur', 'Vente ou location', 'Kauf oder Miete'),
          options: [
            { label: l('Buy', 'Kopen', 'Acheter', 'Kaufen'), value: 'sale' },
            { label: l('Rent', 'Huren', 'Louer', 'Mieten'), value: 'rent' },
          ],
        },
      ],
    },
    {
      name: 'propertyTypes',
      type: 'relationship',
      relationTo: 'property-types',
      hasMany: true,
      required: true,
      index: true,
      label: l('Property types', 'Types panden', 'Types de biens', 'Immobilienarten'),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'cities',
          type: 'relationship',
          relationTo: 'cities',
          hasMany: true,
          index: true,
          label: l('Cities', 'Gemeenten', 'Localités', 'Orte'),
        },
        {
          name: 'postcodes',
          type: 'text',
          hasMany: true,
          label: l('Postcodes', 'Postcodes', 'Codes postaux', 'Postleitzahlen'),
          validate: validatePostcodes,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'priceMin',
          type: 'number',
          min: 0,
          label: l('Minimum price', 'Minimumprijs', 'Prix minimum', 'Mindestpreis'),
        },
        {
          name: 'priceMax',
          type: 'number',
          min: 0,
          label: l('Maximum price', 'Maximumprijs', 'Prix maximum', 'Höchstpreis'),
        },
        {
          name: 'bedroomsMin',
          type: 'number',
          min: 0,
          label: l('Minimum bedrooms', 'Minimum slaapkamers', 'Chambres minimum', 'Mindestens Schlafzimmer'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'lead',
          type: 'relationship',
          relationTo: 'leads',
          index: true,
          label: l('Created from lead', 'Aangemaakt uit aanvraag', 'Créée depuis la demande', 'Aus Anfrage erstellt'),
          admin: { readOnly: true },
        },
        {
          name: 'lastDigestSentAt',
          type: 'date',
          label: l('Last alert mail', 'Laatste alertmail', 'Dernier e-mail d’alerte', 'Letzte Benachrichtigung'),
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'unsubscribedAt',
          type: 'date',
          label: l('Unsubscribed on', 'Uitgeschreven op', 'Désinscrite le', 'Abgemeldet am'),
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
  ],
}
