/** Class names shared by the detail page's sections (one look for links and buttons). */
export const focusRing = 'focus-ring-brand'
export const primaryButton = 'button-primary'
export const secondaryButton = 'button-secondary'
