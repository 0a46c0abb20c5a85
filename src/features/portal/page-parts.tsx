import { translatorOf, type NamespaceTranslator } from '@/i18n/translator'
import 'server-only'
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import type React from 'react'
import { logoutAction } from '@/features/owners/actions'
import { OwnPageForm } from '@/ui/forms/OwnPageForm'
import { ownerRoutes } from '@/i18n/routes'
import { currentOwner } from '@/features/owners/session'
import { focusRing } from '@/ui/shell/ui'
import type { Locale } from '@/i18n/locales'
import type { SessionOwner } from '@/features/owners/session'

/*
 * What the owner portal's two pages share (SelectionPage.tsx, PropertyPage.tsx): the session's
 * owner, the pages' metadata (never indexed), the bar with the logout button, and badges.
 */

/** The session's owner, or the login page. */
export async function ownerOrLogin(locale: Locale): Promise<SessionOwner> {
  const owner = await currentOwner()
  if (!owner) redirect(ownerRoutes.login(locale))
  return owner
}

export async function portalMetadata(locale: Locale, title?: string): Promise<Metadata> {
  const t = await translatorOf(locale, 'portal')
  return { title: title ? `${title} · ${t('title')}` : t('title'), robots: { index: false, follow: false } }
}

export const secondaryButton = `inline-flex min-h-11 items-center justify-center rounded-md border border-brand px-4 py-2 text-sm font-semibold text-brand hover:bg-brand/5 ${focusRing}`

export type PortalTexts = NamespaceTranslator<'portal'>

function LogoutButton({ locale, t }: { locale: Locale; t: PortalTexts }) {
  return (
    <OwnPageForm action={logoutAction.bind(null, locale)}>
      <button type="submit" className={secondaryButton}>
        {t('logout')}
      </button>
    </OwnPageForm>
  )
}

/**
 * The top of both pages: who is logged in, and the logout button. Synchronous, as the portal's
 * other parts, with the page's translator passed in: each async component is a separate task and
 * row of the page's payload (React's server renderer), paid on every portal request.
 */
export function OwnerBar({
  locale,
  owner,
  t,
  children,
}: {
  locale: Locale
  owner: SessionOwner
  t: PortalTexts
  children?: React.ReactNode
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        {children}
        <span>{t('loggedInAs', { name: owner.name })}</span>
      </div>
      <LogoutButton locale={locale} t={t} />
    </div>
  )
}

export function Badge({ children, tone = 'neutral' }: { children: React.ReactNode; tone?: 'neutral' | 'warning' }) {
  const colours = tone === 'warning' ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-800'
  return <span className={`rounded px-2 py-0.5 text-xs font-semibold ${colours}`}>{children}</span>
}
