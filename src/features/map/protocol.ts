/**
 * What the frame posts to its parent once it listens, so a parent whose first message came too
 * early (the frame still loading) posts again. Kept apart from message.ts so the parent's
 * JavaScript carries no zod.
 */
export const MAP_READY = 'vitrine-map:ready'

/** The message is posted 50 ms after the frame has loaded. */
export const POST_DELAY_MS = 50
