import type { Access, CollectionConfig, Validate } from 'payload'
import { locales } from '../../../i18n/locales'
import { isAdmin, isStaff } from '../../../payload/access'
import { inLanguage, label } from '../../../i18n/admin-labels'
import { normalizeEmail } from '../../../platform/fields/email'

/** Written by the site's own code (the demand-register form, the alert jobs), never through REST. */
const serverOnly: Access = ({ req }) => req.payloadAPI === 'local' && !req.user

const zoneMessage = label(
  'Choose at least one city or postcode.',
  'Kies minstens één gemeente of postcode.',
  'Choisissez au moins une localité ou un code postal.',
  'Wählen Sie mindestens einen Ort oder eine Postleitzahl.',
)
const postcodeMessage = label(
  'A postcode has four digits.',
  'Een postcode heeft vier cijfers.',
  'Un code postal compte quatre chiffres.',
  'Eine Postleitzahl hat vier Ziffern.',
)

/** SPEC §5: a search alert needs at least one zone, a city or a postcode. */
const validatePostcodes: Validate<string[] | null | undefined> = (value, { siblingData, req }) => {
  const codes = value ?? []
  if (codes.some((code) => !/^[1-9][0-9]{3}$/.test(code))) return inLanguage(postcodeMessage, req.i18n?.language)
  const cities = (siblingData as { cities?: unknown[] }).cities ?? []
  return codes.length || cities.length ? true : inLanguage(zoneMessage, req.i18n?.language)
}

/**
 * Search alerts (SPEC §1 'keep me informed'): what a visitor registered through the
 * demand-register form. When a matching property is published or its price drops, the address
 * gets a digest mail (features/alerts); every mail unsubscribes all the address's alerts in one
 * click. Staff read them and may end one (status); the public reads nothing (personal data).
 */
export const SearchAlerts: CollectionConfig = {
  slug: 'search-alerts',
  labels: {
    singular: label('Search alert', 'Zoekopdracht', 'Alerte de recherche', 'Suchauftrag'),
    plural: label('Search alerts', 'Zoekopdrachten', 'Alertes de recherche', 'Suchaufträge'),
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'email', 'goal', 'status', 'lastDigestSentAt'],
    group: 'Enquiries',
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
          label: label('E-mail', 'E-mail', 'E-mail', 'E-Mail'),
          hooks: { beforeValidate: [normalizeEmail] },
        },
        { name: 'name', type: 'text', label: label('Name', 'Naam', 'Nom', 'Name') },
        {
          name: 'locale',
          type: 'select',
          required: true,
          label: label('Language', 'Taal', 'Langue', 'Sprache'),
          options: locales.map((value) => ({ label: value.toUpperCase(), value })),
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
          label: label('Status', 'Status', 'Statut', 'Status'),
          options: [
            { label: label('Active', 'Actief', 'Active', 'Aktiv'), value: 'active' },
            { label: label('Unsubscribed', 'Uitgeschreven', 'Désinscrite', 'Abgemeldet'), value: 'unsubscribed' },
          ],
        },
        {
          name: 'goal',
          type: 'select',
          required: true,
          index: true,
          label: label('Sale or rent', 'Koop of huur', 'Vente ou location', 'Kauf oder Miete'),
          options: [
            { label: label('Buy', 'Kopen', 'Acheter', 'Kaufen'), value: 'sale' },
            { label: label('Rent', 'Huren', 'Louer', 'Mieten'), value: 'rent' },
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
      label: label('Property types', 'Types panden', 'Types de biens', 'Immobilienarten'),
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
          label: label('Cities', 'Gemeenten', 'Localités', 'Orte'),
        },
        {
          name: 'postcodes',
          type: 'text',
          hasMany: true,
          label: label('Postcodes', 'Postcodes', 'Codes postaux', 'Postleitzahlen'),
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
          label: label('Minimum price', 'Minimumprijs', 'Prix minimum', 'Mindestpreis'),
        },
        {
          name: 'priceMax',
          type: 'number',
          min: 0,
          label: label('Maximum price', 'Maximumprijs', 'Prix maximum', 'Höchstpreis'),
        },
        {
          name: 'bedroomsMin',
          type: 'number',
          min: 0,
          label: label('Minimum bedrooms', 'Minimum slaapkamers', 'Chambres minimum', 'Mindestens Schlafzimmer'),
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
          label: label(
            'Created from lead',
            'Aangemaakt uit aanvraag',
            'Créée depuis la demande',
            'Aus Anfrage erstellt',
          ),
          admin: { readOnly: true },
        },
        {
          name: 'lastDigestSentAt',
          type: 'date',
          label: label('Last alert mail', 'Laatste alertmail', 'Dernier e-mail d’alerte', 'Letzte Benachrichtigung'),
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'unsubscribedAt',
          type: 'date',
          label: label('Unsubscribed on', 'Uitgeschreven op', 'Désinscrite le', 'Abgemeldet am'),
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
  ],
}
