/* Shared class names of the shell (defined in globals.css). */

/** Visible keyboard focus in the text colour: works on light, dark and transparent backgrounds. */
export const focusRing = 'focus-ring'

/** For filled buttons, whose text colour is the page background: accent keeps 3:1 on white and dark. */
export const focusRingAccent = 'focus-ring-accent'

/** Inset ring for items inside panels (dropdown, drawer) where an outer ring would be clipped. */
export const focusRingInset = 'focus-ring-inset'

/** Outer brand ring for controls on white panels whose own fill may be the brand colour. */
export const focusRingBrand = 'focus-ring-brand'
