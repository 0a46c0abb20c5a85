import crypto from 'node:crypto'
import type { CollectionBeforeOperationHook, Payload, PayloadRequest, TaskConfig } from 'payload'
import { MAIL_QUEUE, queueMail } from '@/platform/mail/outbox'
import type { MailBlock } from '@/platform/mail/layout'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { ownerRoutes } from '@/i18n/routes'
import { env } from '@/platform/env'
import type { Owner } from '@/payload/payload-types'
import { translatorOf, type NamespaceTranslator } from '@/i18n/translator'

/** How long a link to set a password stays valid: an invitation, a reset (README, "Owner portal"). */
export const INVITATION_MS = 7 * 24 * 60 * 60 * 1000
export const RESET_MS = 30 * 60 * 1000
/** A second reset mail for one account within this time is not sent (no inbox flooding). */
export const RESET_INTERVAL_MS = 60 * 1000

/** An account created by staff gets a password nobody knows; the owner sets theirs from the invitation. */
export const fillInitialPassword: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create') return args
  const create = args as { data?: Record<string, unknown> }
  if (create.data && !create.data.password) create.data.password = crypto.randomBytes(32).toString('base64url')
  return args
}

export const ownerLocale = (owner: Pick<Owner, 'language'>): Locale =>
  isLocale(owner.language ?? '') ? (owner.language as Locale) : defaultLocale

/** A fresh one-time token to set the password, valid for `validMs`; any earlier one stops working. */
async function passwordToken(payload: Payload, email: string, validMs: number, req?: PayloadRequest): Promise<string> {
  const token = await payload.forgotPassword({
    collection: 'owners',
    data: { email },
    expiration: validMs,
    disableEmail: true,
    req,
  })
  if (!token) throw new Error('no token for an existing owner')
  return token
}

const passwordLink = (locale: Locale, token: string) =>
  `${env().siteUrl}${ownerRoutes.password(locale)}?token=${encodeURIComponent(token)}`

async function siteName(payload: Payload, req?: PayloadRequest): Promise<string> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  return String(settings.siteName ?? '')
}

/** Queues a mail to an owner, in their language: greeting, the blocks, the agency's name. */
async function mailOwner(
  payload: Payload,
  owner: Owner,
  compose: (t: NamespaceTranslator<'owners'>, site: string) => { subject: string; blocks: MailBlock[] },
  req?: PayloadRequest,
): Promise<void> {
  const locale = ownerLocale(owner)
  const [t, site] = await Promise.all([translatorOf(locale, 'owners'), siteName(payload, req)])
  const { subject, blocks } = compose(t, site)
  await queueMail(
    payload,
    {
      purpose: 'owner',
      locale,
      to: owner.email,
      subject,
      blocks: [{ text: t('mail.greeting', { name: owner.name }) }, ...blocks, { text: site }],
    },
    req,
  )
}

/** Mails the owner an invitation with this link to set their password, valid `validMs` from now. */
async function mailInvitation(payload: Payload, owner: Owner, token: string, validMs: number, req?: PayloadRequest) {
  const locale = ownerLocale(owner)
  await mailOwner(
    payload,
    owner,
    (t, site) => ({
      subject: t('mail.invitation.subject', { site }),
      blocks: [
        { text: t('mail.invitation.body', { site }) },
        { button: { href: passwordLink(locale, token), label: t('mail.invitation.button') } },
        {
          text: [
            t('mail.invitation.validity', { days: Math.max(1, Math.floor(validMs / 86_400_000)) }),
            t('mail.invitation.login', { url: `${env().siteUrl}${ownerRoutes.login(locale)}` }),
          ].join('\n'),
        },
      ],
    }),
    req,
  )
}

/** Mails the owner a link to set their password (valid seven days) and notes when. */
export async function sendInvitation(payload: Payload, owner: Owner, req?: PayloadRequest): Promise<void> {
  await mailInvitation(
    payload,
    owner,
    await passwordToken(payload, owner.email, INVITATION_MS, req),
    INVITATION_MS,
    req,
  )
  await payload.update({
    collection: 'owners',
    id: owner.id,
    data: { invitedAt: new Date().toISOString() },
    overrideAccess: true,
    req,
  })
}

type OwnerWithLink = Owner & { resetPasswordToken?: string | null; resetPasswordExpiration?: string | null }

/**
 * A forgotten password: mails a reset link valid 30 minutes, in the owner's language, when the
 * address belongs to an owner; otherwise nothing. Run in a job (passwordResetTask), so the page's
 * answer is the same, in the same time, whatever the address.
 */
export async function requestPasswordReset(payload: Payload, email: string, req?: PayloadRequest): Promise<void> {
  const { docs } = await payload.find({
    collection: 'owners',
    where: { email: { equals: email.trim().toLowerCase() } },
    limit: 1,
    depth: 0,
    showHiddenFields: true,
    overrideAccess: true,
    req,
  })
  const owner = docs[0] as OwnerWithLink | undefined
  if (!owner) return
  const expires = owner.resetPasswordExpiration ? Date.parse(owner.resetPasswordExpiration) : 0
  const now = Date.now()
  // An invitation still pending (a link that lasts longer than a reset's): a new link would end
  // it, and anyone may ask for a reset. An owner who asks has most likely lost the invitation,
  // so it comes again, with the same link and what is left of its validity.
  if (owner.resetPasswordToken && expires > now + RESET_MS) {
    await mailInvitation(payload, owner, owner.resetPasswordToken, expires - now, req)
    return
  }
  // A reset link sent less than a minute ago is still on its way.
  if (expires > now + RESET_MS - RESET_INTERVAL_MS && expires <= now + RESET_MS) return
  const url = passwordLink(ownerLocale(owner), await passwordToken(payload, owner.email, RESET_MS, req))
  await mailOwner(
    payload,
    owner,
    (t, site) => ({
      subject: t('mail.reset.subject', { site }),
      blocks: [
        { text: t('mail.reset.body') },
        { button: { href: url, label: t('mail.reset.button') } },
        { text: [t('mail.reset.validity', { minutes: RESET_MS / 60_000 }), t('mail.reset.ignore')].join('\n') },
      ],
    }),
    req,
  )
}

/** The job behind the forgot-password page: the account's lookup and its mail. */
export const passwordResetTask: TaskConfig<{ input: { email: string }; output: object }> = {
  slug: 'ownerPasswordReset',
  label: 'Mail an owner a password link',
  inputSchema: [{ name: 'email', type: 'text', required: true }],
  retries: 3,
  handler: async ({ input, req }) => {
    await requestPasswordReset(req.payload, input.email, req)
    return { output: {} }
  },
}

/** Queues the forgot-password job: the request itself does no work that depends on the address. */
export async function queuePasswordReset(payload: Payload, email: string): Promise<void> {
  await payload.jobs.queue({ task: 'ownerPasswordReset', input: { email }, queue: MAIL_QUEUE })
}
