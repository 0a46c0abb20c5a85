import 'server-only'
import type { NextRequest } from 'next/server'
import { OWNER_COOKIE, ownerOfToken } from '@/features/owners/session'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { ownerDocumentFile } from './queries'
import { translatorOf } from '@/i18n/translator'

/** `filename="…"` for old clients (ASCII only) and `filename*` (RFC 6266) with the real name. */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}

/**
 * A document's download (`/{locale}/portal/{property}/documents/{document}/`): the file, as an
 * attachment never kept by a cache, when the session's owner holds the property and staff marked
 * the document for owners. Every other case (no session, another's property, a document not for
 * owners or of another property, no such id) is the same plain 404, so a guessed address never
 * tells whether the document exists. The session is read from the request itself (not
 * next/headers), so the handler runs outside a page render too.
 */
export async function answerDocument(
  request: NextRequest,
  params: { locale: string; property: string; document: string },
): Promise<Response> {
  const locale = isLocale(params.locale) ? params.locale : defaultLocale
  const token = request.cookies.get(OWNER_COOKIE)?.value
  const owner = token ? await ownerOfToken(token) : null
  const file = owner ? await ownerDocumentFile(owner, params.property, params.document) : null
  if (!file) {
    const t = await translatorOf(locale, 'portal')
    return new Response(t('documents.notFound'), {
      status: 404,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Language': locale,
        'Cache-Control': 'private, no-store',
      },
    })
  }
  return new Response(file.open(), {
    headers: {
      'Content-Type': file.mimeType,
      'Content-Length': String(file.size),
      'Content-Disposition': attachment(file.filename),
      'Cache-Control': 'private, no-store',
    },
  })
}
