import { translatorOf } from '@/i18n/translator'
import type { Metadata } from 'next'
import { NavLink } from '@/ui/shell/NavLink'
import { notFound, redirect } from 'next/navigation'
import { loginAction } from '@/features/owners/actions'
import { AccountForm } from '@/features/owners/AccountForm'
import { ownerRoutes } from '@/i18n/routes'
import { AccountPage, accountPageMetadata } from '@/features/owners/AccountPage'
import { currentOwner } from '@/features/owners/session'
import { isLocale } from '@/i18n/locales'

// The owners' login (docs/rules/owners-portal.md): per request (a logged-in owner goes on to the portal).
export const dynamic = 'force-dynamic'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountPageMetadata(params, 'login.title')
}

export default async function LoginPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const { out } = await searchParams
  if (out === undefined && (await currentOwner())) redirect(ownerRoutes.portal(locale))
  const t = await translatorOf(locale, 'owners')
  return (
    <AccountPage locale={locale} path={ownerRoutes.login} title={t('login.title')} intro={t('login.intro')}>
      {out !== undefined ? (
        <p role="status" className="mt-6 max-w-md rounded-md border border-slate-300 bg-slate-50 p-3 text-slate-800">
          {t('login.loggedOut')}
        </p>
      ) : null}
      <AccountForm
        action={loginAction}
        locale={locale}
        submit={t('login.submit')}
        fields={[
          { name: 'email', label: t('login.email'), type: 'email', autoComplete: 'username' },
          { name: 'password', label: t('login.password'), type: 'password', autoComplete: 'current-password' },
        ]}
      />
      <p className="mt-6">
        <NavLink
          href={ownerRoutes.forgot(locale)}
          className="text-brand underline underline-offset-2 hover:text-brand-dark focus-ring-brand"
        >
          {t('login.forgot')}
        </NavLink>
      </p>
    </AccountPage>
  )
}
