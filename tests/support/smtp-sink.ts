/**
 * The end-to-end runs' SMTP server (playwright.config.ts starts it before the site): every
 * mail the site sends arrives here over real SMTP and is kept as one .eml file in
 * `E2E_INBOX` (var/e2e/inbox), where the tests read it (tests/e2e/mail.ts).
 * Usage: node --conditions=production --import tsx tests/support/smtp-sink.ts <port> <folder>
 */
import fs from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

const port = Number(process.argv[2])
const folder = path.resolve(process.argv[3] ?? 'var/e2e/inbox')
fs.rmSync(folder, { recursive: true, force: true })
fs.mkdirSync(folder, { recursive: true })

let received = 0
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, done) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('error', done)
    stream.on('end', () => {
      const name = `${Date.now()}-${++received}.eml`
      // Written whole, then renamed: a test never reads half a mail.
      const temporary = path.join(folder, `.${name}`)
      fs.writeFileSync(temporary, Buffer.concat(chunks))
      fs.renameSync(temporary, path.join(folder, name))
      done()
    })
  },
})
server.listen(port, '127.0.0.1', () => console.log(`SMTP sink on 127.0.0.1:${port}, mails in ${folder}`))
const stop = () => server.close(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
