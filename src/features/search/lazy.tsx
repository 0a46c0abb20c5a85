'use client'

import { lazy, type ComponentProps } from 'react'
// Here, not in the lazy chunk: the box is drawn by the server and must be styled from the start.
import './search.css'

// Loaded by the pages that show the search box only (the pattern: enquiries/FormLoader.tsx).
const LazySearchBox = lazy(() => import('./SearchBox').then((m) => ({ default: m.SearchBox })))

export const SearchBox = (props: ComponentProps<typeof LazySearchBox>) => <LazySearchBox {...props} />
