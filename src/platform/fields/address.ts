import type { Field } from 'payload'
import { l } from '../../i18n/admin-text'

/** Street address and coordinates shared by properties and projects. */
export const addressFields: Field[] = [
  {
    name: 'publishAddress',
    type: 'checkbox',
    defaultValue: true,
    label: l('Show address', 'Adres tonen', "Afficher l'adresse", 'Adresse anzeigen'),
    admin: {
      description: l(
        'When off, only the city is shown publicly.',
        'Indien uitgeschakeld, wordt publiek enkel de gemeente getoond.',
        'Si désactivé, seule la localité est affichée publiquement.',
        'Wenn deaktiviert, wird öffentlich nur der Ort angezeigt.',
      ),
    },
  },
  {
    type: 'row',
    fields: [
      { name: 'street', type: 'text', label: l('Street', 'Straat', 'Rue', 'Straße') },
      { name: 'houseNumber', type: 'text', label: l('House number', 'Huisnummer', 'Numéro', 'Hausnummer') },
      { name: 'boxNumber', type: 'text', label: l('Box', 'Bus', 'Boîte', 'Briefkasten') },
    ],
  },
  {
    name: 'city',
    type: 'relationship',
    relationTo: 'cities',
    required: true,
    index: true,
    label: l('City', 'Gemeente', 'Localité', 'Ort'),
  },
  {
    name: 'neighbourhood',
    type: 'relationship',
    relationTo: 'neighbourhoods',
    index: true,
    label: l('Neighbourhood', 'Wijk', 'Quartier', 'Stadtviertel'),
    // Only the chosen city's neighbourhoods; Payload checks this on save too, so a property
    // cannot name another city's neighbourhood.
    filterOptions: ({ siblingData }) => {
      const city = (siblingData as { city?: unknown }).city
      const id = city && typeof city === 'object' ? (city as { id?: unknown }).id : city
      return typeof id === 'number' || typeof id === 'string' ? { city: { equals: id } } : false
    },
    admin: {
      description: l(
        'Optional; one of the neighbourhoods of the city.',
        'Optioneel; een van de wijken van de gemeente.',
        'Facultatif ; un des quartiers de la localité.',
        'Optional; eines der Stadtviertel des Ortes.',
      ),
    },
  },
  {
    type: 'row',
    fields: [
      {
        name: 'latitude',
        type: 'number',
        min: -90,
        max: 90,
        label: l('Latitude', 'Breedtegraad', 'Latitude', 'Breitengrad'),
      },
      {
        name: 'longitude',
        type: 'number',
        min: -180,
        max: 180,
        label: l('Longitude', 'Lengtegraad', 'Longitude', 'Längengrad'),
      },
    ],
  },
  {
    // A map to set the two fields above by clicking or dragging a pin (no column of its own).
    name: 'locationMap',
    type: 'ui',
    admin: { components: { Field: '/features/map/admin/LocationField#LocationField' } },
  },
]
