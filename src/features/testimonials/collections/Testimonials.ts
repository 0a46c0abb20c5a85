import type { Access, CollectionConfig } from 'payload'
import { testimonialChangeTags } from '../../../platform/cache/changes'
import { isAdmin, isServerRead, isStaff, roleOf } from '../../../payload/access'
import { adminGroups } from '../../../payload/admin-groups'
import { languageOptions } from '../../../platform/fields/language'
import { l } from '../../../i18n/admin-text'
import { revalidateCollection } from '../../../platform/cache/revalidate'

/** Staff see every testimonial; the site's own reads only published ones; REST callers nothing. */
const readAccess: Access = ({ req }) => {
  if (roleOf(req)) return true
  if (isServerRead(req)) return { published: { equals: true } }
  return false
}

/** Staff add one received by post or phone; the testimonial form's handler adds the others. */
const createAccess: Access = ({ req }) => roleOf(req) !== undefined || (req.payloadAPI === 'local' && !req.user)

/**
 * What visitors wrote about the agency (the testimonial form). Nothing shows on the
 * site until staff publish it (the testimonials page module shows published ones only).
 */
export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  labels: {
    singular: l('Testimonial', 'Getuigenis', 'Témoignage', 'Kundenstimme'),
    plural: l('Testimonials', 'Getuigenissen', 'Témoignages', 'Kundenstimmen'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'name', 'city', 'rating', 'locale', 'published'],
    listSearchableFields: ['name', 'city', 'text'],
    group: adminGroups.enquiries,
  },
  defaultSort: '-createdAt',
  access: { read: readAccess, create: createAccess, update: isStaff, delete: isAdmin },
  hooks: revalidateCollection(({ doc, previousDoc }) => testimonialChangeTags(doc, previousDoc)),
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          type: 'text',
          required: true,
          maxLength: 120,
          label: l('Name', 'Naam', 'Nom', 'Name'),
          admin: {
            description: l(
              'Shown on the site as written here',
              'Zo getoond op de website',
              'Affiché tel quel sur le site',
              'So auf der Website angezeigt',
            ),
          },
        },
        { name: 'city', type: 'text', maxLength: 120, label: l('City', 'Gemeente', 'Localité', 'Ort') },
        {
          name: 'rating',
          type: 'number',
          min: 1,
          max: 5,
          label: l('Rating', 'Beoordeling', 'Note', 'Bewertung'),
          admin: { step: 1 },
        },
      ],
    },
    {
      name: 'text',
      type: 'textarea',
      required: true,
      maxLength: 4000,
      label: l('Testimonial', 'Getuigenis', 'Témoignage', 'Erfahrungsbericht'),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'published',
          type: 'checkbox',
          defaultValue: false,
          index: true,
          label: l('Published', 'Gepubliceerd', 'Publié', 'Veröffentlicht'),
          admin: {
            description: l(
              'Shown on the site only once ticked',
              'Pas getoond op de website als dit aangevinkt is',
              'Affiché sur le site seulement une fois coché',
              'Erst auf der Website angezeigt, wenn angehakt',
            ),
          },
        },
        {
          name: 'locale',
          type: 'select',
          required: true,
          label: l('Language', 'Taal', 'Langue', 'Sprache'),
          options: languageOptions,
          admin: {
            description: l(
              'The language it was written in',
              'De taal waarin het geschreven is',
              'La langue dans laquelle il est écrit',
              'Die Sprache, in der er geschrieben ist',
            ),
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'email',
          type: 'email',
          index: true,
          label: l('Email', 'E-mail', 'E-mail', 'E-Mail'),
          admin: {
            description: l(
              'Never shown; finds the person’s data for a privacy request',
              'Nooit getoond; vindt de gegevens van de persoon bij een privacyverzoek',
              "Jamais affichée ; retrouve les données de la personne lors d'une demande relative à la vie privée",
              'Nie angezeigt; findet die Daten der Person bei einer Datenschutzanfrage',
            ),
          },
        },
        {
          name: 'lead',
          type: 'relationship',
          relationTo: 'leads',
          label: l('Lead', 'Aanvraag', 'Demande', 'Anfrage'),
          admin: { readOnly: true },
        },
      ],
    },
  ],
}
