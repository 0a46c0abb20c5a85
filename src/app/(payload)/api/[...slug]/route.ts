import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'
import { withStaffSecurity } from '@/features/auth/rest'

const secured = withStaffSecurity(() => getPayload({ config }))

export const GET = REST_GET(config)
export const POST = secured(REST_POST(config))
export const DELETE = secured(REST_DELETE(config))
export const PATCH = secured(REST_PATCH(config))
export const PUT = secured(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
