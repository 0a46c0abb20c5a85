'use client'

import { usePathname } from 'next/navigation'
import { isPropertyPath, type PropertyPrefixes } from './not-found'

interface Texts {
  title: string
  text: string
}

/**
 * The 404's heading and text. A cached 404 cannot look at the request on the server, but each
 * path is rendered on its own and usePathname is known while rendering, so the property text
 * is already in the served HTML.
 */
export function NotFoundText({
  generic,
  property,
  prefixes,
}: {
  generic: Texts
  property: Texts
  prefixes: PropertyPrefixes
}) {
  const pathname = usePathname() ?? ''
  const isProperty = isPropertyPath(pathname, prefixes)
  const texts = isProperty ? property : generic
  return (
    <>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight md:text-4xl">{texts.title}</h1>
      <p
        className="mt-4 text-lg text-slate-600"
        data-testid="not-found-text"
        data-kind={isProperty ? 'property' : 'page'}
      >
        {texts.text}
      </p>
    </>
  )
}
