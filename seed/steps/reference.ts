import { cities } from '../data/cities'
import { propertyTypes } from '../data/types'
import { Ids, type Writer } from './writer'

/** Cities and property types: what listings and projects refer to. */
export async function createReferenceData(w: Writer): Promise<{ cityIds: Ids; typeIds: Ids }> {
  const cityIds = new Ids('city')
  for (const c of cities) cityIds.set(c.key, await w.create('cities', { name: c.name, zip: c.zip, country: c.country }))
  const typeIds = new Ids('property type')
  for (const p of propertyTypes) {
    typeIds.set(
      p.key,
      await w.create('property-types', {
        name: p.name,
        webId: p.webId,
        showOrder: p.showOrder,
        sale: p.sale,
        rent: p.rent,
      }),
    )
  }
  return { cityIds, typeIds }
}
