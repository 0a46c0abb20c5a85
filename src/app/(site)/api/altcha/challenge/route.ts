import { challengeResponse } from '@/features/enquiries/abuse/challenge'

// A new challenge per request, never one rendered at build time.
export const dynamic = 'force-dynamic'

export function GET() {
  return challengeResponse()
}
