import { getRedirectMap } from '@/features/redirects/queries'

/** Redirects of old URLs, read by the proxy to answer them before any page. */
export async function GET() {
  return Response.json(await getRedirectMap())
}
