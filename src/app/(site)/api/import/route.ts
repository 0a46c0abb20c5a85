import { receiveImportPush } from '@/features/listings-feed/endpoint'

// A push applies a feed: never an answer rendered once and kept.
export const dynamic = 'force-dynamic'

export const POST = receiveImportPush
