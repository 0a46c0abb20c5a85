import type { APIRequestContext } from '@playwright/test'
import errorsDe from '../../messages/errors/de.json' with { type: 'json' }
import errorsEn from '../../messages/errors/en.json' with { type: 'json' }
import errorsNl from '../../messages/errors/nl.json' with { type: 'json' }
import { expectCleanAnswer } from './clean-answers'
import { expect, test } from './fixtures'
import { apiLogin, messages } from './support'

// Every bad request gets a clean answer: each URL with its status.

async function apiError(request: APIRequestContext, url: string, status: number, headers: Record<string, string> = {}) {
  const res = await request.get(url, { headers, failOnStatusCode: false })
  await expectCleanAnswer(res, url)
  expect(res.status(), url).toBe(status)
  return ((await res.json()) as { errors: Array<{ message: string }> }).errors[0].message
}

test.describe('REST API input', () => {
  test('malformed page, limit, depth, where, sort and ids get a 400 that says what is wrong', async ({ request }) => {
    expect(await apiError(request, '/api/properties?page=-1', 400)).toBe(
      'The parameter “page” must be a whole number from 1 to 100000.',
    )
    expect(await apiError(request, '/api/properties?limit=99999999999999999999', 400)).toBe(
      'The parameter “limit” must be a whole number from 1 to 100.',
    )
    expect(await apiError(request, '/api/properties?limit=-1', 400)).toBe(
      'The parameter “limit” must be a whole number from 1 to 100.',
    )
    expect(await apiError(request, '/api/properties?depth=9', 400)).toBe(
      'The parameter “depth” must be a whole number from 0 to 3.',
    )
    expect(await apiError(request, '/api/cities?where=abc', 400)).toBe(errorsEn.where)
    expect(await apiError(request, '/api/cities/count?where=abc', 400)).toBe(errorsEn.where)
    expect(await apiError(request, '/api/cities?where[id][in]=abc,1', 400)).toBe(errorsEn.where)
    expect(await apiError(request, '/api/cities?sort[a]=b', 400)).toBe(errorsEn.sort)
    expect(await apiError(request, '/api/cities/abc', 400)).toBe(
      'The id in this address is not valid: ids are whole numbers from 1 to 2147483647.',
    )
    expect(await apiError(request, '/api/cities/99999999999', 400)).toContain('ids are whole numbers')
  })

  test('the message comes in the language of the request', async ({ request }) => {
    expect(await apiError(request, '/api/cities?where=abc', 400, { 'Accept-Language': 'nl-BE,nl;q=0.9' })).toBe(
      errorsNl.where,
    )
    expect(await apiError(request, '/api/cities?where=abc&locale=de', 400)).toBe(errorsDe.where)
    expect(await apiError(request, '/api/cities?where=abc', 400, { 'Accept-Language': 'es' })).toBe(errorsEn.where)
  })

  test('every document at once is for staff only', async ({ request }) => {
    expect(await apiError(request, '/api/cities?limit=0', 400)).toContain('“limit”')
    expect(await apiError(request, '/api/cities?pagination=false', 400)).toBe(
      'The parameter “pagination” has an invalid value.',
    )
    const auth = await apiLogin(request)
    const all = await request.get('/api/cities?limit=0&depth=0', { headers: auth })
    expect(all.status()).toBe(200)
    const { totalDocs, docs } = (await all.json()) as { totalDocs: number; docs: unknown[] }
    expect(docs).toHaveLength(totalDocs)
  })

  test('a body that is not JSON or a form gets 415, broken JSON 400; without a session, 401 unread', async ({
    request,
  }) => {
    const anonymous = await request.post('/api/cities', {
      headers: { 'Content-Type': 'application/json' },
      data: '{"name": ',
      failOnStatusCode: false,
    })
    await expectCleanAnswer(anonymous, 'anonymous POST')
    expect(anonymous.status()).toBe(401)
    const auth = await apiLogin(request)
    const plain = await request.post('/api/cities', {
      headers: { ...auth, 'Content-Type': 'text/plain' },
      data: 'name=Atlantis',
      failOnStatusCode: false,
    })
    await expectCleanAnswer(plain, 'text/plain POST')
    expect(plain.status()).toBe(415)
    const broken = await request.post('/api/cities', {
      headers: { ...auth, 'Content-Type': 'application/json', 'Accept-Language': 'fr' },
      data: '{"name": ',
      failOnStatusCode: false,
    })
    await expectCleanAnswer(broken, 'broken JSON POST')
    expect(broken.status()).toBe(400)
    expect(((await broken.json()) as { errors: Array<{ message: string }> }).errors[0].message).toBe(
      'Le corps de la requête n’est pas du JSON valide.',
    )
  })

  test('a file that does not exist is a 404', async ({ request }) => {
    expect(await apiError(request, '/api/media/file/no-such-file-here.webp', 404)).toBe(errorsEn.fileNotFound)
  })
})

test('malformed URLs get a short translated 400 with the security headers', async ({ request }) => {
  for (const [url, text] of [
    ['/en/%/', errorsEn.badUrl],
    ['/nl/%zz/', errorsNl.badUrl],
    ['/admin/%/', errorsEn.badUrl],
    ['/api/%/', errorsEn.badUrl],
    ['/%C3%28', errorsEn.badUrl],
  ]) {
    const res = await request.get(url, { headers: { 'Accept-Language': 'en' }, failOnStatusCode: false })
    await expectCleanAnswer(res, url)
    expect(res.status(), url).toBe(400)
    expect(await res.text(), url).toBe(text)
  }
})

test.describe('list filters that name nothing are not new cached pages', () => {
  const sale = '/en/for-sale/'

  test('an unknown city or type is the site’s 404 page', async ({ request }) => {
    for (const search of [
      '?city=anything%7C',
      '?city=anything-else%7C1234',
      '?type=2147483646',
      '?city=%7C0000&page=2',
    ]) {
      const res = await request.get(sale + search, { failOnStatusCode: false })
      await expectCleanAnswer(res, search)
      expect(res.status(), search).toBe(404)
      expect(await res.text(), search).toContain(messages.en.notFound.title)
    }
  })

  test('a city that exists is a list in any spelling; gone again, it is a 404', async ({ request }) => {
    const auth = await apiLogin(request)
    const created = await request.post('/api/cities', {
      headers: auth,
      data: { name: 'Zwijnaarde-Testdorp', zip: '9052', country: '10' },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    const status = (search: string) => async () =>
      (await request.get(sale + search, { failOnStatusCode: false })).status()
    try {
      // The proxy keeps the list of cities a few seconds.
      await expect.poll(status('?city=Zwijnaarde-Testdorp%7C9052'), { timeout: 15_000 }).toBe(200)
      expect(await status('?city=ZWIJNAARDE-TESTDORP%7C')()).toBe(200)
      expect(await status('?city=%7C9052')()).toBe(200)
    } finally {
      await request.delete(`/api/cities/${doc.id}`, { headers: auth })
    }
    await expect.poll(status('?city=Zwijnaarde-Testdorp%7C9052'), { timeout: 15_000 }).toBe(404)
  })
})
