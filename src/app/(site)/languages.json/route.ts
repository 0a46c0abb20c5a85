import { getLanguageSettings } from '@/platform/routing/queries'

/** Enabled languages and the default, read by the proxy to negotiate unprefixed URLs. */
export async function GET() {
  return Response.json(await getLanguageSettings())
}
