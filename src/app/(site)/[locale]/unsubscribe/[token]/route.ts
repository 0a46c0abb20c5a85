import { answerMailLink } from '@/features/alerts/link-route'

/** One-click unsubscribe of the alert and newsletter mails: GET asks, POST (RFC 8058) acts. */
interface Context {
  params: Promise<{ locale: string; token: string }>
}

export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: Context) {
  return answerMailLink('unsubscribe', 'GET', await params)
}

export async function POST(_request: Request, { params }: Context) {
  return answerMailLink('unsubscribe', 'POST', await params)
}
