import { readiness } from '@/platform/health/checks'

// Answered at request time, never prerendered at build.
export const dynamic = 'force-dynamic'

export function GET() {
  return readiness()
}
