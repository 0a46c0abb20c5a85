import type { Payload } from 'payload'
import type { Property } from '@/payload/payload-types'

let made = 0
const lookups = new WeakMap<Payload, Promise<{ type: number; city: number }>>()

/** A property type and a city for the test's listings (one pair per test database). */
function someLookups(payload: Payload) {
  let found = lookups.get(payload)
  if (!found) {
    found = (async () => {
      const [type, city] = await Promise.all([
        payload.create({
          collection: 'property-types',
          data: { name: 'Test type', webId: 1 } as never,
          overrideAccess: true,
        }),
        payload.create({
          collection: 'cities',
          data: { name: 'Teststad', zip: '9998' } as never,
          overrideAccess: true,
        }),
      ])
      return { type: type.id, city: city.id }
    })()
    lookups.set(payload, found)
  }
  return found
}

/** A published house for sale, with what the test adds or overrides. */
export async function createListing(
  payload: Payload,
  title: string,
  extra: Record<string, unknown> = {},
): Promise<Property> {
  const { type, city } = await someLookups(payload)
  return payload.create({
    collection: 'properties',
    data: {
      title,
      reference: `TEST-${Date.now().toString(36)}-${++made}`,
      goal: 'sale',
      marquee: '1',
      type,
      city,
      price: 350000,
      _status: 'published',
      ...extra,
    } as never,
    overrideAccess: true,
  })
}
