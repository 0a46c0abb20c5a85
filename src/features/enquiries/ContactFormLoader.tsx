'use client'

import dynamic from 'next/dynamic'
import type { ContactFormProps } from './ContactForm'

/**
 * The form's script is a chunk of its own, loaded by the pages that show a form: every page of
 * the site is one route, whose shared chunks every page would otherwise carry. Rendered on the
 * server as well, so the form works before (and without) its script.
 */
const ContactForm = dynamic(() => import('./ContactForm').then((m) => m.ContactForm))

export function ContactFormLoader(props: ContactFormProps) {
  return <ContactForm {...props} />
}
