import { translatorOf } from '@/i18n/translator'
import type { Metadata } from 'next'
import { NavLink } from '@/ui/shell/NavLink'
import { notFound } from 'next/navigation'
import { setPasswordAction } from '@/features/owners/actions'
import { AccountForm } from '@/features/owners/AccountForm'
import { ownerRoutes } from '@/i18n/routes'
import { AccountPage, accountPageMetadata } from '@/features/owners/AccountPage'
import { PASSWORD_LENGTH } from '@/features/owners/state'
import { isLocale } from '@/i18n/locales'

// The link of an invitation or a reset mail (`?token=…`): choose a password, once.
export const dynamic = 'force-dynamic'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // The token must not travel on in a Referer header.
  return { ...(await accountPageMetadata(params, 'password.title')), referrer: 'no-referrer' }
}

export default async function ChoosePasswordPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const { token } = await searchParams
  const t = await translatorOf(locale, 'owners')
  const valid = typeof token === 'string' && /^[0-9a-f]{20,128}$/i.test(token)
  return (
    <AccountPage
      locale={locale}
      path={ownerRoutes.password}
      title={t('password.title')}
      intro={valid ? t('password.intro', { min: PASSWORD_LENGTH.min }) : undefined}
    >
      {valid ? (
        <AccountForm
          action={setPasswordAction}
          locale={locale}
          hidden={{ token }}
          submit={t('password.submit')}
          fields={[
            { name: 'password', label: t('password.new'), type: 'password', autoComplete: 'new-password' },
            { name: 'confirm', label: t('password.confirm'), type: 'password', autoComplete: 'new-password' },
          ]}
        />
      ) : (
        <p
          role="alert"
          className="mt-6 max-w-md rounded-md border border-red-700 bg-red-50 p-3 font-medium text-red-800"
        >
          {t('password.invalidLink')}
        </p>
      )}
      <p className="mt-6">
        <NavLink
          href={ownerRoutes.forgot(locale)}
          className="text-brand underline underline-offset-2 hover:text-brand-dark focus-ring-brand"
        >
          {t('password.askNew')}
        </NavLink>
      </p>
    </AccountPage>
  )
}
