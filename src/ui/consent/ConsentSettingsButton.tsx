'use client'

import { OPEN_CONSENT_SETTINGS } from './events'

/** Footer entry that reopens the consent settings. */
export function ConsentSettingsButton({ label, className }: { label: string; className: string }) {
  return (
    <button
      type="button"
      className={className}
      data-testid="consent-settings-link"
      onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS))}
    >
      {label}
    </button>
  )
}
