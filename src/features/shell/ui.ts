/* Shared class strings of the shell (full literals, so Tailwind's scanner finds them). */

/** Visible keyboard focus in the text colour: works on light, dark and transparent backgrounds. */
export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current'

/** For filled buttons, whose text colour is the page background: accent keeps 3:1 on white and dark. */
export const focusRingAccent = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent'

/** Inset ring for items inside panels (dropdown, drawer) where an outer ring would be clipped. */
export const focusRingInset = 'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand'

/** Outer brand ring for controls on white panels whose own fill may be the brand colour. */
export const focusRingBrand = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand'
