import { translatorOf } from '@/i18n/translator'
import type { Metadata } from 'next'
import { NavLink } from '@/ui/shell/NavLink'
import { notFound } from 'next/navigation'
import { forgotAction } from '@/features/owners/actions'
import { AccountForm } from '@/features/owners/AccountForm'
import { ownerRoutes } from '@/i18n/routes'
import { AccountPage, accountPageMetadata } from '@/features/owners/AccountPage'
import { isLocale } from '@/i18n/locales'

export const dynamic = 'force-dynamic'

interface Props {
  params: Promise<{ locale: string }>
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountPageMetadata(params, 'forgot.title')
}

export default async function ForgotPasswordPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const t = await translatorOf(locale, 'owners')
  return (
    <AccountPage locale={locale} path={ownerRoutes.forgot} title={t('forgot.title')} intro={t('forgot.intro')}>
      <AccountForm
        action={forgotAction}
        locale={locale}
        submit={t('forgot.submit')}
        fields={[{ name: 'email', label: t('login.email'), type: 'email', autoComplete: 'username' }]}
      />
      <p className="mt-6">
        <NavLink
          href={ownerRoutes.login(locale)}
          className="text-brand underline underline-offset-2 hover:text-brand-dark focus-ring-brand"
        >
          {t('forgot.back')}
        </NavLink>
      </p>
    </AccountPage>
  )
}
