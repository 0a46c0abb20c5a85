'use client'

import { lazy, type ComponentProps } from 'react'

/*
 * The property page's client components, loaded by the pages that show them: every page of the
 * site is one route, whose shared chunks every page would otherwise carry (the pattern and its
 * reasons: enquiries/FormLoader.tsx). Rendered on the server as well, so the page is whole
 * before (and without) the script.
 */
const islands = () => import('./islands')
const LazyGallery = lazy(() => islands().then((m) => ({ default: m.GalleryController })))
const LazyMediaEmbed = lazy(() => islands().then((m) => ({ default: m.MediaEmbed })))
const LazyPrintButton = lazy(() => islands().then((m) => ({ default: m.PrintButton })))
const LazyShare = lazy(() => islands().then((m) => ({ default: m.Share })))
const LazyViewBeacon = lazy(() => islands().then((m) => ({ default: m.ViewBeacon })))
const LazyNotFoundText = lazy(() => import('./NotFoundText').then((m) => ({ default: m.NotFoundText })))

export const GalleryController = (props: ComponentProps<typeof LazyGallery>) => <LazyGallery {...props} />
export const MediaEmbed = (props: ComponentProps<typeof LazyMediaEmbed>) => <LazyMediaEmbed {...props} />
export const PrintButton = (props: ComponentProps<typeof LazyPrintButton>) => <LazyPrintButton {...props} />
export const Share = (props: ComponentProps<typeof LazyShare>) => <LazyShare {...props} />
export const ViewBeacon = (props: ComponentProps<typeof LazyViewBeacon>) => <LazyViewBeacon {...props} />
export const NotFoundText = (props: ComponentProps<typeof LazyNotFoundText>) => <LazyNotFoundText {...props} />
