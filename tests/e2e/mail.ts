import fs from 'node:fs/promises'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { expect } from './fixtures'
import { inboxDir } from './inbox'

export interface Mail {
  subject: string
  text: string
  /** The HTML part ('' when none). */
  html: string
  headers: Map<string, unknown>
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>
  /** When the SMTP server received it (its file's name starts with the time). */
  receivedAt: number
}

/**
 * The newest mail to an address that the site sent through the local SMTP server
 * (tests/support/smtp-sink.ts), received after `since`. The test server's job runner sends
 * queued mails every 2 seconds (JOBS_EVERY_SECONDS in playwright.config.ts).
 */
export async function mailTo(address: string, since = 0): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(
      async () => {
        const files = (await fs.readdir(inboxDir).catch(() => [] as string[])).filter((f) => /^\d+-\d+\.eml$/.test(f))
        for (const file of files.sort((a, b) => parseInt(a) - parseInt(b))) {
          const receivedAt = parseInt(file)
          if (receivedAt < since) continue
          const mail = await simpleParser(await fs.readFile(path.join(inboxDir, file)))
          const to = [mail.to ?? []].flat().map((a) => a.text)
          if (to.includes(address))
            found = {
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              headers: mail.headers,
              attachments: mail.attachments.map((a) => ({
                filename: a.filename ?? '',
                contentType: a.contentType,
                content: a.content,
              })),
              receivedAt,
            }
        }
        return found?.subject
      },
      { message: `a mail to ${address}`, timeout: 45_000, intervals: [1000] },
    )
    .toBeTruthy()
  return found!
}
