'use client'

import { useActionState, type ReactNode } from 'react'
import { usePathname } from 'next/navigation'

/**
 * A form that posts to a Server Action, with its page's own URL as `action`. Given the Server
 * Action alone, React writes `action=""`, which HTML does not allow; through `useActionState`
 * with the page as permalink it writes the page's URL. Without JavaScript the browser posts to
 * that page, as before.
 */
export function OwnPageForm({
  action,
  className,
  children,
}: {
  action: (previous: null, formData: FormData) => Promise<null>
  className?: string
  children: ReactNode
}) {
  const [, dispatch] = useActionState(action, null, usePathname())
  return (
    <form action={dispatch} className={className}>
      {children}
    </form>
  )
}
