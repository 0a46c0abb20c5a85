'use client'

import { lazy, Suspense } from 'react'
import type { ContactFormProps } from './ContactForm'

/**
 * The form's script is a chunk of its own, loaded by the pages that show a form: every page of
 * the site is one route, whose shared chunks every page would otherwise carry. Rendered on the
 * server as well, so the form works before (and without) its script. React's own `lazy`, not
 * `next/dynamic`: this loader is in every page's shared chunk, and next/dynamic would bring
 * its preload and bailout helpers to every page (about 2 kB gzip); the form's chunk then
 * starts loading as the page hydrates instead of from a preload hint.
 */
const ContactForm = lazy(() => import('./ContactForm').then((m) => ({ default: m.ContactForm })))

export function ContactFormLoader(props: ContactFormProps) {
  // The boundary lets the rest of the page hydrate while the form's chunk arrives.
  return (
    <Suspense>
      <ContactForm {...props} />
    </Suspense>
  )
}
