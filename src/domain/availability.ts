/**
 * Availability by marquee (docs/rules/listings.md): '1' normal, '3' sold, '4' rented. Sold is a sale item's
 * final state and rented a rent item's. Goal: 0 is sale, any non-zero value rent.
 */
export type Marquee = '1' | '3' | '4'
export type Availability = 'available' | 'sold' | 'rented'
export type GoalKind = 'sale' | 'rent'

export const MARQUEE = { normal: '1', sold: '3', rented: '4' } as const satisfies Record<string, Marquee>

/** 'sale' or 'rent' from the CMS value ('sale'/'rent') or the feed's number (0 sale, other rent). */
export function goalOf(goal: unknown): GoalKind {
  if (goal === 'rent') return 'rent'
  if (goal === 'sale' || goal === null || goal === undefined) return 'sale'
  const n = typeof goal === 'number' ? goal : typeof goal === 'string' && goal.trim() !== '' ? Number(goal) : 0
  return Number.isFinite(n) && n !== 0 ? 'rent' : 'sale'
}

function marqueeOf(value: unknown): string {
  return typeof value === 'number' || typeof value === 'string' ? String(value).trim() : ''
}

/** The marquees an item of this goal can carry: the normal state and its own closing state. */
export function marqueeAllowedFor(goal: unknown): readonly Marquee[] {
  return goalOf(goal) === 'rent' ? [MARQUEE.normal, MARQUEE.rented] : [MARQUEE.normal, MARQUEE.sold]
}

/**
 * The state shown to visitors; also the message key of its label (VERKOCHT / Verhuurd …).
 * A closed marquee that does not fit the goal (a rent item marked sold) still closes the item,
 * under the goal's own word, so a rent listing never reads 'sold'. Unknown values are normal.
 */
export function availabilityOf(marquee: unknown, goal?: unknown): Availability {
  const m = marqueeOf(marquee)
  if (m !== MARQUEE.sold && m !== MARQUEE.rented) return 'available'
  if (goal === undefined) return m === MARQUEE.sold ? 'sold' : 'rented'
  return goalOf(goal) === 'rent' ? 'rented' : 'sold'
}

/** Enquiry, visit and offer buttons only for items still on the market. */
export function isOpenForEnquiry(marquee: unknown): boolean {
  const m = marqueeOf(marquee)
  return m !== MARQUEE.sold && m !== MARQUEE.rented
}
