import fs from 'node:fs'
import net from 'node:net'
import errorsEn from '../../messages/errors/en.json' with { type: 'json' }
import errorsNl from '../../messages/errors/nl.json' with { type: 'json' }
import { expectCleanAnswer } from './clean-answers'
import { expect, test } from './fixtures'
import { staffGet } from './support'

/*
 * Request bodies as an attacker sends them, over TCP to the built server (platform/api/body-size.ts
 * at the server's request entry): a body larger than its route takes is refused from its
 * announced length, before a byte of it is sent or read, with a translated 413 and the
 * connection closed. The signal that nothing was read: the answer arrives while the client has
 * written only the request's headers (a server that waited for the body would never answer).
 */

const HUNDRED_MB = 100 * 1024 * 1024

function server() {
  const url = new URL(test.info().project.use.baseURL!)
  return { host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname, port: Number(url.port) }
}

interface RawAnswer {
  status: number
  headers: Record<string, string>
  text: string
  /** The server closed the connection (its FIN), the client having sent nothing more. */
  closedByServer: boolean
}

/**
 * Sends a request's head (with an announced Content-Length) and no body, then waits for the
 * answer and for the server to close the connection.
 */
function headersOnly(method: string, path: string, headers: Record<string, string>): Promise<RawAnswer> {
  const { host, port } = server()
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port })
    const chunks: Buffer[] = []
    let closedByServer = false
    socket.on('connect', () => {
      const lines = [`${method} ${path} HTTP/1.1`, `Host: localhost:${port}`]
      for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
      socket.write(`${lines.join('\r\n')}\r\n\r\n`)
    })
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('end', () => {
      closedByServer = true
    })
    socket.on('error', reject)
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      const [head, ...rest] = raw.split('\r\n\r\n')
      const [statusLine, ...headerLines] = (head ?? '').split('\r\n')
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine ?? '')?.[1])
      const parsed = Object.fromEntries(
        headerLines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      )
      resolve({ status, headers: parsed, text: rest.join('\r\n\r\n'), closedByServer })
    })
  })
}

/** The resident memory of the process listening on the server's port (Linux /proc). */
function serverMemoryBytes(): number {
  const { port } = server()
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  const inodes = new Set<string>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/)
      // A listening socket (state 0A) on the port.
      if (cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A') inodes.add(cols[9]!)
    }
  }
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let fds: string[]
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue
    }
    for (const fd of fds) {
      let target: string
      try {
        target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`)
      } catch {
        continue
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1]
      if (inode && inodes.has(inode)) {
        const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
        return Number(rss) * 1024
      }
    }
  }
  throw new Error(`No process of this user listens on port ${port}`)
}

test.describe('bodies refused by size before they are read', () => {
  test('a 100 MB body announced to /api/leads gets its 413 before a byte is sent, in parallel too', async () => {
    const before = serverMemoryBytes()
    const started = Date.now()
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        headersOnly('POST', '/api/leads', {
          'Content-Type': 'application/json',
          'Content-Length': String(HUNDRED_MB),
          'Accept-Language': 'en',
        }),
      ),
    )
    for (const answer of answers) {
      expect(answer.status).toBe(413)
      expect(answer.text).toBe('This request is too large: this address takes at most 2 MB.')
      expect(answer.headers['connection']).toBe('close')
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.closedByServer).toBe(true)
    }
    // Answered at once (the probe's 200 MB took 8 s to be read), and the server holds none of it.
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(serverMemoryBytes() - before).toBeLessThan(64 * 1024 * 1024)
  })

  test('a Server Action post of a form page over 64 KB gets a translated 413 before its body', async () => {
    const action = await headersOnly('POST', '/nl/contact/', {
      'Next-Action': '7f0123456789abcdef0123456789abcdef01234567',
      'Content-Type': 'multipart/form-data; boundary=----x',
      'Content-Length': String(HUNDRED_MB),
      Origin: `http://localhost:${server().port}`,
    })
    expect(action.status).toBe(413)
    expect(action.headers['content-language']).toBe('nl')
    expect(action.text).toBe(errorsNl.bodyTooLarge.replace('{size}', '64 KB'))
    expect(action.closedByServer).toBe(true)

    // A client that asks first (Expect: 100-continue, as curl does) is not told to go on.
    const asked = await headersOnly('POST', '/en/contact/', {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': String(70 * 1024),
      Expect: '100-continue',
    })
    expect(asked.status).toBe(413)
    expect(asked.text).toBe('This request is too large: this address takes at most 64 KB.')
  })

  test('the view beacon takes a few hundred bytes, and a body without a length is asked for one', async () => {
    const beacon = await headersOnly('POST', '/api/views', {
      'Content-Type': 'text/plain;charset=UTF-8',
      'Content-Length': String(HUNDRED_MB),
    })
    expect(beacon.status).toBe(413)
    expect(beacon.text).toBe('This request is too large: this address takes at most 256 bytes.')
    expect(beacon.closedByServer).toBe(true)

    const chunked = await headersOnly('POST', '/api/views', {
      'Content-Type': 'text/plain;charset=UTF-8',
      'Transfer-Encoding': 'chunked',
    })
    expect(chunked.status).toBe(411)
    expect(chunked.text).toBe(errorsEn.lengthRequired)
    expect(chunked.closedByServer).toBe(true)
  })

  test('a listings feed pushed to /api/import takes up to 32 MB; a larger one gets its 413 unread', async () => {
    const feed = await headersOnly('POST', '/api/import', {
      'Content-Type': 'application/json',
      'Content-Length': String(HUNDRED_MB),
      'Accept-Language': 'de',
    })
    expect(feed.status).toBe(413)
    expect(feed.text).toBe('Diese Anfrage ist zu groß: Diese Adresse nimmt höchstens 32 MB an.')
    expect(feed.closedByServer).toBe(true)
  })

  test('a body sent whole just over the limit still gets its answer (not a reset connection)', async ({ request }) => {
    const form = await request.post('/nl/contact/', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: `http://localhost:${server().port}` },
      data: `message=${'a'.repeat(70 * 1024)}`,
      failOnStatusCode: false,
    })
    await expectCleanAnswer(form, 'a 70 KB form')
    expect(form.status()).toBe(413)
    expect(await form.text()).toBe(errorsNl.bodyTooLarge.replace('{size}', '64 KB'))

    const beacon = await request.post('/api/views', {
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      data: '1'.repeat(300),
      failOnStatusCode: false,
    })
    await expectCleanAnswer(beacon, 'a 300-byte beacon')
    expect(beacon.status()).toBe(413)
  })

  test('a normal form post still works, without JavaScript', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' })
    const page = await context.newPage()
    await page.goto('/en/contact/')
    const form = page.getByRole('form', { name: 'Contact form' })
    const email = `bodies-${Date.now()}@example.be`
    await form.getByLabel('Title').selectOption({ label: 'Mr' })
    await form.getByLabel('First name').fill('Body')
    await form.getByLabel('Last name').fill('Sized')
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Phone').fill('0475123456')
    await form.getByLabel('I have read and accept the privacy statement').check()
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(page).toHaveURL(/\/en\/feedback\/site-contact\/$/)
    await context.close()
    const leads = await staffGet<{ docs: Array<{ name: string }> }>(
      request,
      `/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    )
    expect(leads.docs.map((l) => l.name)).toEqual(['Body Sized'])
  })
})

test.describe('Server Actions from another site', () => {
  test('are refused with a translated 403, not a 500', async ({ request }) => {
    for (const [path, language, text] of [
      ['/en/contact/', 'en', errorsEn.foreignOrigin],
      ['/nl/contact/', 'en', errorsNl.foreignOrigin],
    ] as const) {
      const res = await request.post(path, {
        headers: {
          Origin: 'https://evil.example',
          'Next-Action': '7f0123456789abcdef0123456789abcdef01234567',
          'Content-Type': 'text/plain;charset=UTF-8',
          'Accept-Language': language,
        },
        data: '[]',
        failOnStatusCode: false,
      })
      await expectCleanAnswer(res, `foreign Server Action ${path}`)
      expect(res.status()).toBe(403)
      expect(await res.text()).toBe(text)
    }
  })
})
