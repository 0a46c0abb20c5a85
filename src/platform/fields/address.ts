import type { Field } from 'payload'

/** Street address and coordinates shared by properties and projects. */
export const addressFields: Field[] = [
  {
    name: 'publishAddress',
    type: 'checkbox',
    defaultValue: true,
    admin: { description: 'When off, only the city is shown publicly.' },
  },
  {
    type: 'row',
    fields: [
      { name: 'street', type: 'text' },
      { name: 'houseNumber', type: 'text' },
      { name: 'boxNumber', type: 'text' },
    ],
  },
  { name: 'city', type: 'relationship', relationTo: 'cities', required: true, index: true },
  {
    name: 'neighbourhood',
    type: 'relationship',
    relationTo: 'neighbourhoods',
    index: true,
    // Only the chosen city's neighbourhoods; Payload checks this on save too, so a property
    // cannot name another city's neighbourhood.
    filterOptions: ({ siblingData }) => {
      const city = (siblingData as { city?: unknown }).city
      const id = city && typeof city === 'object' ? (city as { id?: unknown }).id : city
      return typeof id === 'number' || typeof id === 'string' ? { city: { equals: id } } : false
    },
    admin: { description: 'Optional; one of the neighbourhoods of the city.' },
  },
  {
    type: 'row',
    fields: [
      { name: 'latitude', type: 'number', min: -90, max: 90 },
      { name: 'longitude', type: 'number', min: -180, max: 180 },
    ],
  },
]
