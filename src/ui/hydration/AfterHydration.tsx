'use client'

import { Suspense, useSyncExternalStore, type ReactNode } from 'react'

const subscribe = () => () => {}

/**
 * Renders its children in the browser only, once the page has hydrated: for parts that show
 * nothing in the server's HTML (a dialog closed until the browser's storage is read, a button
 * hidden until the page is scrolled). Their code can then be lazy (React.lazy) and arrive after
 * the page's first scripts, without the server waiting for it.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  return hydrated ? <Suspense fallback={null}>{children}</Suspense> : null
}
