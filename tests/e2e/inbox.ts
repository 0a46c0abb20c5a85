import path from 'node:path'

/** Where the end-to-end runs' SMTP server keeps the mails it received (tests/support/smtp-sink.ts). */
export const inboxDir = path.resolve('var/e2e/inbox')
