import type { ArticleSeed } from '../types'
import { rentingManagementServices } from './content/services-renting-management'
import { sellingBuyingServices } from './content/services-selling-buying'
import { testimonials } from './content/testimonials'

/**
 * Services, testimonials, their category tree and the team of the invented agency. All names,
 * quotes, e-mail addresses and phone numbers are made up. The legal points (registration
 * duties, deposits, certificates) are written for a general audience and kept deliberately
 * broad: the rules differ between Flanders, Brussels and Wallonia and change over time.
 */

export { categories } from './content/categories'
export { team } from './content/team'
export { visitorTestimonials } from './content/testimonials'

/** Services first, then testimonials. */
export const articles: ArticleSeed[] = [...sellingBuyingServices, ...rentingManagementServices, ...testimonials]
