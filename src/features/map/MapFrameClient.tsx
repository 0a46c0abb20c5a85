'use client'

import { useEffect, useRef } from 'react'
import { MAP_READY, POST_DELAY_MS } from './protocol'

/**
 * The parent side of the map frame: posts the message (JSON text) 50 ms after the frame has
 * loaded (SPEC §7), and again whenever the frame says it is ready, so a frame that loads slowly
 * or before this component runs cannot miss it. Same origin only, both ways.
 */
export function MapFrameClient({ src, title, message }: { src: string; title: string; message: string }) {
  const ref = useRef<HTMLIFrameElement>(null)

  useEffect(() => {
    const frame = ref.current
    if (!frame) return
    const origin = window.location.origin
    let timer: ReturnType<typeof setTimeout> | undefined
    const post = () => frame.contentWindow?.postMessage(message, origin)
    const onLoad = () => {
      clearTimeout(timer)
      timer = setTimeout(post, POST_DELAY_MS)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin === origin && event.source === frame.contentWindow && event.data === MAP_READY) post()
    }
    frame.addEventListener('load', onLoad)
    window.addEventListener('message', onMessage)
    // The frame may have loaded before this ran (its load event is then gone).
    if (frame.contentDocument?.readyState === 'complete') onLoad()
    return () => {
      clearTimeout(timer)
      frame.removeEventListener('load', onLoad)
      window.removeEventListener('message', onMessage)
    }
  }, [message])

  return <iframe ref={ref} src={src} title={title} loading="lazy" className="absolute inset-0 h-full w-full border-0" />
}
