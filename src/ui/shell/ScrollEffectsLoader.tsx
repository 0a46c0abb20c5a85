'use client'

import { lazy, type ComponentProps } from 'react'
import { AfterHydration } from '../hydration/AfterHydration'
import type { ScrollEffects as Effects } from './ScrollEffects'

const ScrollEffects = lazy(() => import('./ScrollEffects').then((m) => ({ default: m.ScrollEffects })))

/**
 * The shell's scroll effects, their code fetched once the page has hydrated rather than with
 * its first scripts: until the page is scrolled, the header is as the server drew it and the
 * back-to-top button hidden.
 */
export function ScrollEffectsLoader(props: ComponentProps<typeof Effects>) {
  return (
    <AfterHydration>
      <ScrollEffects {...props} />
    </AfterHydration>
  )
}
