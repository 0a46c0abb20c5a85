import type { Locale } from '@/i18n/locales'

/** Placeholder until the home search block lands (browsing issue). */
export async function HomeBanner({ locale }: { locale: Locale }) {
  void locale
  return <section className="h-[60vh] min-h-80 bg-slate-800" aria-hidden="true" />
}
