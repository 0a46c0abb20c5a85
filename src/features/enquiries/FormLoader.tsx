'use client'

import dynamic from 'next/dynamic'
import type { FormClientProps } from './FormClient'

/**
 * The form's script is a chunk of its own, loaded by the pages that show a form: every page of
 * the site is one route, whose shared chunks every page would otherwise carry. Rendered on the
 * server as well, so the form works before (and without) its script.
 */
const FormClient = dynamic(() => import('./FormClient').then((m) => m.FormClient))

export function FormLoader(props: FormClientProps) {
  return <FormClient {...props} />
}
