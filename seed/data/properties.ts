import type { PropertySeed } from '../types'
import { flanders1 } from './properties/flanders-1'
import { flanders2 } from './properties/flanders-2'
import { brussels } from './properties/brussels'
import { wallonia } from './properties/wallonia'
import { luxembourg } from './properties/luxembourg'

/**
 * 36 sample listings: 24 for sale, 12 for rent; 4 sold, 3 rented; spread over the
 * 17 cities of seed/data/cities.ts and all 9 property types. Addresses, EPC codes and media
 * ids are invented. EPC labels follow each region's scale (domain/energy.ts); Luxembourg uses its own
 * A–I classes, which the site shows from the label text.
 */

export const properties: PropertySeed[] = [...flanders1, ...flanders2, ...brussels, ...wallonia, ...luxembourg]
