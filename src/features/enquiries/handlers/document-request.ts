import type { KindHandler } from './types'

/**
 * A document request is answered once per person and property: a repeat gets
 * 'documents already requested' instead of a second lead and a second round of mails.
 */
export const documentRequest: KindHandler = {
  async refuse(payload, s) {
    const email = typeof s.data.email === 'string' ? s.data.email.toLowerCase() : ''
    if (!email || !s.propertyId) return null
    const { totalDocs } = await payload.count({
      collection: 'leads',
      where: {
        type: { equals: 'document-request' },
        property: { equals: s.propertyId },
        email: { equals: email },
      },
    })
    return totalDocs ? 'documentsRequested' : null
  },
}
