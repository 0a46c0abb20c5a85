import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload Local API of this process. */
export function payload(): Promise<Payload> {
  return getPayload({ config })
}
