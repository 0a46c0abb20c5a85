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
    type: 'row',
    fields: [
      { name: 'latitude', type: 'number', min: -90, max: 90 },
      { name: 'longitude', type: 'number', min: -180, max: 180 },
    ],
  },
]
