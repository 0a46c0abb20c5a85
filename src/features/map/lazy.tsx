'use client'

import { lazy, type ComponentProps } from 'react'

// Loaded by the pages that show a map only (the pattern: enquiries/FormLoader.tsx).
const LazyMapFrameClient = lazy(() => import('./MapFrameClient').then((m) => ({ default: m.MapFrameClient })))

export const MapFrameClient = (props: ComponentProps<typeof LazyMapFrameClient>) => <LazyMapFrameClient {...props} />
