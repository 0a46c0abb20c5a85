'use client'

import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react'
import { MenuIcon } from './icons'

/*
 * The hamburger button (below the 1280 px desktop breakpoint). The dialog itself (Radix, with
 * focus trap, Escape and scroll lock) is loaded only when first needed, so it stays out of the
 * first-load JavaScript; hovering or focusing the button starts the download early.
 */

const loadDrawer = () => import('./MobileDrawer')
const MobileDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileDrawer })))

export interface MobileMenuLabels {
  title: string
  open: string
  close: string
}

export function MobileMenu({ labels, children }: { labels: MobileMenuLabels; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const prefetch = () => void loadDrawer()
  const returnFocus = useCallback(() => button.current?.focus(), [])

  return (
    <>
      <button
        ref={button}
        type="button"
        data-testid="mobile-menu-button"
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-current/10 focus-ring lg:hidden"
      >
        <MenuIcon />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={setOpen} onClosed={returnFocus} labels={labels}>
            {children}
          </MobileDrawer>
        </Suspense>
      ) : null}
    </>
  )
}
