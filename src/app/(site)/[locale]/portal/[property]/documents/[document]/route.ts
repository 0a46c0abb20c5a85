import type { NextRequest } from 'next/server'
import { answerDocument } from '@/features/portal/document-route'

/** An owner's download of one of their property's documents (features/portal/document-route.ts). */
interface Context {
  params: Promise<{ locale: string; property: string; document: string }>
}

export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest, { params }: Context) {
  return answerDocument(request, await params)
}
