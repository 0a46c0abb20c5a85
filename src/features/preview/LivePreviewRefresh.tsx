'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * The staff preview inside the back office's Live Preview (a frame beside the form, or its
 * pop-up window): tells the back office it is ready, then reloads the page's data each time a
 * draft is saved, which Payload announces with a 'payload-document-event' message. The page is
 * rendered on the server from the saved draft, so no document data travels in the messages.
 * (Payload's own React helper for this, @payloadcms/live-preview-react, is not published in the
 * version all Payload packages here are pinned to.) Same origin only, both ways.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  useEffect(() => {
    const host = window.parent !== window ? window.parent : (window.opener as Window | null)
    if (!host) return
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== host) return
      const data = event.data as { type?: unknown } | null
      if (data && typeof data === 'object' && data.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    host.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
