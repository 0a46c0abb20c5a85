'use client'

import { lazy } from 'react'
import type { FormClientProps } from './FormClient'

/**
 * The form's script is a chunk of its own, loaded by the pages that show a form: every page of
 * the site is one route, whose shared chunks every page would otherwise carry. Rendered on the
 * server as well, so the form works before (and without) its script. React's own `lazy`, not
 * `next/dynamic`: this loader is in every page's shared chunk, and next/dynamic would bring
 * its preload and bailout helpers to every page (about 2 kB gzip); the form's chunk then
 * starts loading as the page hydrates instead of from a preload hint, one round trip later.
 */
const FormClient = lazy(() => import('./FormClient').then((m) => ({ default: m.FormClient })))

export function FormLoader(props: FormClientProps) {
  // No Suspense boundary of its own (as next/dynamic): the server waits for the form and writes
  // it into the page, where a boundary would stream it in by a script, lost without JavaScript.
  return <FormClient {...props} />
}
