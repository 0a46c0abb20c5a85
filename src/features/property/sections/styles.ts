/** Class names shared by the detail page's sections (one look for links and buttons). */
export const focusRing = 'focus-ring-brand'
export const primaryButton = `inline-flex min-h-11 w-full items-center justify-center rounded-md bg-brand px-4 py-2 text-center font-semibold text-white hover:bg-brand-dark ${focusRing}`
export const secondaryButton = `inline-flex min-h-11 w-full items-center justify-center rounded-md border border-brand px-4 py-2 text-center font-semibold text-brand hover:bg-brand/5 ${focusRing}`
