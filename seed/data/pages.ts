import type { MenuPageSeed } from '../types'
import { listingPages } from './pages/listings'
import { servicePages } from './pages/services'
import { legalPages } from './pages/legal'
import { otherPages } from './pages/other'

/**
 * The menu pages of the sample agency: one per page key of src/i18n/routes.ts (paths come from
 * there). Texts are written per language, not machine-translated; legal pages carry real,
 * complete text for a Belgian agency so the sample site could go live with the details swapped.
 */

/** The pages, in menu order (sort leaves gaps so staff can slot pages in between). */
export const menuPages: MenuPageSeed[] = [...listingPages, ...servicePages, ...legalPages, ...otherPages]
