import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'
import { guarded } from '@/platform/api/guard'
import { withStaffSecurity } from '@/platform/auth/rest'
import { jobsRunOnce } from '@/platform/jobs/run-once'

// Only a staff session counts here, state changes from other sites or without a staff session
// and login attempts pass the staff checks first (platform/auth); then bad input is refused
// before Payload sees it (platform/api).
const secured = withStaffSecurity(() => getPayload({ config }))

export const GET = secured(jobsRunOnce(guarded(REST_GET(config))))
export const POST = secured(guarded(REST_POST(config)))
export const DELETE = secured(guarded(REST_DELETE(config)))
export const PATCH = secured(guarded(REST_PATCH(config)))
export const PUT = secured(guarded(REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
