import type http from 'node:http'
import { describe, expect, it } from 'vitest'
import { notFoundStatus } from './not-found-status'

const answer = (statusCode: number) => ({ statusCode }) as http.ServerResponse

describe('the site’s 404 page rendered for its request', () => {
  it('is answered with status 404', () => {
    const res = answer(200)
    notFoundStatus(Buffer.from('<main id="main" data-http-status="404"><h1>Property not found</h1></main>'), res)
    expect(res.statusCode).toBe(404)
  })

  it('leaves other pages and other statuses as they are', () => {
    const page = answer(200)
    notFoundStatus(Buffer.from('<main id="main"><h1>Villa with a view</h1></main>'), page)
    expect(page.statusCode).toBe(200)
    const outage = answer(503)
    notFoundStatus(Buffer.from('<main data-http-status="404"></main>'), outage)
    expect(outage.statusCode).toBe(503)
  })
})
