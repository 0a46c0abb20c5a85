import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { env } from '@/platform/env'

/** A file sent with a mail (an offer's PDF, a visit's .ics), its content in base64. */
export interface MailAttachment {
  filename: string
  contentType: string
  content: string
}

export interface OutgoingMail {
  from: string
  to: string
  replyTo?: string | null
  subject: string
  text: string
  html?: string
  headers?: Record<string, string>
  attachments?: MailAttachment[]
  /** The same id on every attempt, so a receiving server can recognise a repeat. */
  messageId: string
}

// A dead SMTP server must fail an attempt quickly: the job is tried again later.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

/** Where mails go without SMTP_URL: one .eml file each, to open in any mail program. */
export const mailDir = () => path.join(env().varDir, 'mail')

/**
 * Sends one mail through SMTP (`SMTP_URL`), or writes it to `var/mail/` when none is set.
 * Throws when the server refuses or cannot be reached.
 */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  const message = {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    attachments: mail.attachments?.map((a) => ({ ...a, encoding: 'base64' })),
    messageId: mail.messageId,
  }
  const url = env().SMTP_URL
  if (url) {
    const transport = nodemailer.createTransport({ url, ...TIMEOUTS })
    try {
      await transport.sendMail(message)
    } finally {
      transport.close()
    }
    return
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const info = await transport.sendMail(message)
  const dir = mailDir()
  await fs.mkdir(dir, { recursive: true })
  const id = mail.messageId.replace(/[^a-zA-Z0-9.-]+/g, '_').replace(/^_|_$/g, '')
  await fs.writeFile(path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`), info.message)
}
