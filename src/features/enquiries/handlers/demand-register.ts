import { createSearchAlert } from '@/features/alerts/alerts'
import type { KindHandler } from './types'

/** Demand register ('keep me informed'): the lead becomes a search alert (features/alerts). */
export const demandRegister: KindHandler = {
  async afterStore(payload, lead) {
    await createSearchAlert(payload, lead)
  },
}
