import { readViews, receiveView } from '@/features/page-views/endpoint'

// Every beacon counts: never an answer rendered once and kept.
export const dynamic = 'force-dynamic'

export const POST = receiveView
export const GET = readViews
