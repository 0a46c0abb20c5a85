/**
 * Property types (web types): the icon a type shows by its WebID, and whether a type
 * is offered for sale or for rent (its Sale and Rent flags).
 */
export type TypeIcon = 'residential' | 'office' | 'industrial' | 'land' | 'commercial' | 'retail'

/** Icons by WebID: 1 residential, 2 default/office, 3 industrial, 4 land, 5 and 7 commercial, 6 retail. */
export function typeIcon(webId: number | null | undefined): TypeIcon {
  switch (webId) {
    case 1:
      return 'residential'
    case 3:
      return 'industrial'
    case 4:
      return 'land'
    case 5:
    case 7:
      return 'commercial'
    case 6:
      return 'retail'
    default:
      return 'office'
  }
}

export interface OfferedFor {
  sale: boolean
  rent: boolean
}

/**
 * Whether a type is offered for a goal ('all': for either). A flag left empty counts as
 * offered, as the back office ticks both by default.
 */
export function offersGoal(offered: Partial<Record<keyof OfferedFor, boolean | null>>, goal: keyof OfferedFor | 'all') {
  const sale = offered.sale !== false
  const rent = offered.rent !== false
  return goal === 'all' ? sale || rent : goal === 'sale' ? sale : rent
}
