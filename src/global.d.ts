import type { Locale } from './i18n/locales'
import type { Messages } from './i18n/message-types'

// Typed message keys: `t('…')` with a key that is not in messages/en.json (or a feature folder) fails tsc.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: Messages
  }
}
