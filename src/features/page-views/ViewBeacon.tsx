'use client'
import { useEffect, useRef } from 'react'
import { VIEWS_PATH } from './url'

/**
 * Tells the site once that this property page was seen (features/page-views/endpoint.ts): the
 * page is cached and the same for everyone, so the count comes from the browser. Sends the id
 * only: no cookie, no storage. A page Chrome prerenders waits until it is shown.
 */
export function ViewBeacon({ propertyId }: { propertyId: number }) {
  // React's strict mode runs effects twice in development: count a page once.
  const sent = useRef<number>(undefined)
  useEffect(() => {
    const send = () => {
      if (sent.current === propertyId) return
      sent.current = propertyId
      const body = String(propertyId)
      if (!navigator.sendBeacon?.(VIEWS_PATH, body))
        fetch(VIEWS_PATH, { method: 'POST', body, keepalive: true }).catch(() => undefined)
    }
    const doc = document as Document & { prerendering?: boolean }
    if (!doc.prerendering) {
      send()
      return
    }
    doc.addEventListener('prerenderingchange', send, { once: true })
    return () => doc.removeEventListener('prerenderingchange', send)
  }, [propertyId])
  return null
}
