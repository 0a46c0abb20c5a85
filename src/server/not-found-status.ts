import type http from 'node:http'
import { NOT_FOUND_MARK } from '@/platform/page-cache/not-found-mark.mjs'

/**
 * The site's 404 page rendered for its request (a property page asked for the first time that
 * does not exist) carries the not-found mark: it is answered with status 404, as the page cache
 * answers the same page once stored (src/platform/page-cache/not-found-mark.mjs says why the
 * page renders it itself).
 */
export function notFoundStatus(body: Buffer, res: http.ServerResponse): void {
  if (res.statusCode === 200 && body.includes(NOT_FOUND_MARK)) res.statusCode = 404
}
