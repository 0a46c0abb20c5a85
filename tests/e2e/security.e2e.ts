import { expect, test } from './fixtures'
import { apiLogin, staff, staffGet } from './support'

/*
 * The staff session against another site and against a client that lies about its address,
 * through the real server and a real browser.
 */

const apiTimeout = 30_000

test('a page of another site cannot make a logged-in staff member change anything', async ({ page, baseURL }) => {
  const login = await page.request.post('/api/users/login', { data: staff, timeout: apiTimeout })
  expect(login.status()).toBe(200)
  const cookie = login.headers()['set-cookie'] ?? ''
  expect(cookie).toMatch(/payload-token=/)
  expect(cookie).toMatch(/HttpOnly/i)
  expect(cookie).toMatch(/SameSite=Strict/i)

  // The attacker's page posts a form to the back office's API, as Payload's own forms do.
  const name = `Forged ${Date.now()}`
  await page.route('http://attacker.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Win a house</title>
        <form method="post" enctype="multipart/form-data" action="${baseURL}/api/cities">
          <input type="hidden" name="_payload" value='${JSON.stringify({ name, zip: '6666' })}'>
        </form>
        <script>document.forms[0].submit()</script>`,
    }),
  )
  const answer = page.waitForResponse((r) => r.url() === `${baseURL}/api/cities`)
  await page.goto('http://attacker.test/')
  expect((await answer).status()).toBe(403)

  const { totalDocs } = await staffGet<{ totalDocs: number }>(page.request, `/api/cities?where[name][equals]=${name}`)
  expect(totalDocs).toBe(0)
})

test('a client cannot dodge the login limits by writing its own X-Forwarded-For', async ({ request }) => {
  const auth = await apiLogin(request)
  const email = `limits-${Date.now()}@test.example`
  const password = 'a-long-test-password-42'
  const created = await request.post('/api/users', {
    headers: auth,
    data: { email, password, name: 'Limits test', role: 'agent' },
    timeout: apiTimeout,
  })
  expect(created.status(), await created.text()).toBe(201)

  // Five failures, each claiming another address: they all count against this connection.
  for (let i = 0; i < 5; i++) {
    const res = await request.post('/api/users/login', {
      data: { email, password: `guess-${i}` },
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      timeout: apiTimeout,
    })
    expect(res.status()).toBe(401)
  }
  const right = await request.post('/api/users/login', {
    data: { email, password },
    headers: { 'x-forwarded-for': '203.0.113.99' },
    timeout: apiTimeout,
  })
  // The pair (this account, this connection's network) now waits, even for the right password.
  expect(right.status()).toBe(429)
  expect(Number(right.headers()['retry-after'])).toBeGreaterThan(0)
})
