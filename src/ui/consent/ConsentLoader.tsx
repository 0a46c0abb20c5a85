'use client'

import { lazy, useEffect, useState, type ComponentProps } from 'react'
import { AfterHydration } from '@/ui/hydration/AfterHydration'
import type { ConsentDialog as Dialog } from './ConsentDialog'
import { OPEN_CONSENT_SETTINGS } from './events'

const ConsentDialog = lazy(() => import('./ConsentDialog').then((m) => ({ default: m.ConsentDialog })))

/**
 * The consent dialog, its code fetched once the page has hydrated rather than with the page's
 * first scripts: it has nothing to show before (the choice is stored in the browser), and
 * returning visitors never see it. A click on the footer's cookie settings before it has
 * arrived opens the settings as soon as it has.
 */
export function ConsentLoader(props: Omit<ComponentProps<typeof Dialog>, 'settingsAsked'>) {
  const [settingsAsked, setSettingsAsked] = useState(false)
  useEffect(() => {
    const ask = () => setSettingsAsked(true)
    window.addEventListener(OPEN_CONSENT_SETTINGS, ask)
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS, ask)
  }, [])
  return (
    <AfterHydration>
      <ConsentDialog {...props} settingsAsked={settingsAsked} />
    </AfterHydration>
  )
}
