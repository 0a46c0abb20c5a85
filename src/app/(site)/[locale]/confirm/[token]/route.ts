import { answerMailLink } from '@/features/alerts/link-route'

/** The newsletter's double opt-in link: GET asks, POST confirms. */
interface Context {
  params: Promise<{ locale: string; token: string }>
}

export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: Context) {
  return answerMailLink('confirm', 'GET', await params)
}

export async function POST(_request: Request, { params }: Context) {
  return answerMailLink('confirm', 'POST', await params)
}
