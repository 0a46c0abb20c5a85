'use client'

import { useState, useSyncExternalStore } from 'react'
import type { ShareLink } from './share-links'

export interface ShareLabels {
  share: string
  copy: string
  copied: string
  copyFailed: string
  opensInNewTab: string
  links: Record<ShareLink['key'], string>
}

const noSubscription = () => () => {}
const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 px-3 text-sm font-medium hover:bg-slate-50 focus-ring-brand'

/**
 * Share the page: the system share sheet where the browser has one (Web Share API), otherwise
 * plain links to the usual services; 'copy link' in both cases, confirmed to screen readers.
 */
export function Share({
  url,
  title,
  links,
  labels,
}: {
  url: string
  title: string
  links: ShareLink[]
  labels: ShareLabels
}) {
  // Server and first render: the links (work without JavaScript); the share button after hydration.
  const canShare = useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === 'function',
    () => false,
  )
  const [status, setStatus] = useState('')

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setStatus(labels.copied)
    } catch {
      setStatus(labels.copyFailed)
    }
  }
  const share = async () => {
    try {
      await navigator.share({ title, url })
    } catch {
      // Cancelled by the visitor: nothing to report.
    }
  }

  return (
    <div data-testid="share">
      <ul className="flex flex-wrap gap-2">
        {canShare ? (
          <li>
            <button type="button" onClick={share} className={buttonClass} data-testid="share-native">
              {labels.share}
            </button>
          </li>
        ) : (
          links.map((link) => (
            <li key={link.key}>
              <a
                href={link.href}
                className={buttonClass}
                data-testid={`share-${link.key}`}
                {...(link.key === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              >
                {labels.links[link.key]}
                {link.key === 'email' ? null : <span className="sr-only"> ({labels.opensInNewTab})</span>}
              </a>
            </li>
          ))
        )}
        <li>
          <button type="button" onClick={copy} className={buttonClass} data-testid="share-copy">
            {labels.copy}
          </button>
        </li>
      </ul>
      <p aria-live="polite" role="status" className="mt-2 min-h-5 text-sm text-slate-700">
        {status}
      </p>
    </div>
  )
}
