/** The footer's 'Cookie settings' button asks the consent dialog to open on this event. */
export const OPEN_CONSENT_SETTINGS = 'vitrine:consent-settings'
/** The consent dialog announces each choice with this event (useConsentChoice listens). */
export const CONSENT_CHANGED = 'vitrine:consent-changed'
