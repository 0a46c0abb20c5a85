import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A mail as the test's SMTP server received it. */
export interface ReceivedMail {
  to: string
  subject: string
  text: string
  html: string
  replyTo: string
  messageId: string
  headers: Map<string, unknown>
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>
}

/**
 * A real SMTP server on 127.0.0.1 (port 0: any free one) that keeps what it receives in
 * `inbox`; tests send through it with `SMTP_URL` as the site would.
 */
export class MailServer {
  readonly inbox: ReceivedMail[] = []
  private server?: SMTPServer

  async start(port = 0): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, done) => {
        simpleParser(stream).then((mail) => {
          this.inbox.push({
            to: [mail.to ?? []]
              .flat()
              .map((a) => a.text)
              .join(', '),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            replyTo: mail.replyTo?.text ?? '',
            messageId: mail.messageId ?? '',
            headers: mail.headers,
            attachments: mail.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content,
            })),
          })
          done()
        }, done)
      },
    })
    this.server = server
    return new Promise((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
    )
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  /** The mails sent to an address. */
  to(address: string): ReceivedMail[] {
    return this.inbox.filter((m) => m.to === address)
  }
}
