import { z } from 'zod'
import type { MapMarker, MapMessage } from './types'

/**
 * Reading the message a map frame receives. The frame trusts nothing it is posted:
 * the text is parsed and checked here, every link and picture must stay on the site's own
 * origin, and a marker that fails the checks is left out instead of blanking the whole map.
 */

/** Posted text larger than this is not parsed (a list of thousands of markers is far below it). */
const MAX_MESSAGE_CHARS = 2_000_000
const MAX_MARKERS = 10_000

const text = (max: number) => z.string().trim().max(max)
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v && v.trim() ? v.trim() : undefined))

/** A same-origin URL as a root-relative path ('/nl/…'), or null for anything else. */
export function sameOriginPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || !value.trim() || value.length > 2000) return null
  try {
    const url = new URL(value.trim(), origin)
    if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null
    return url.pathname + url.search + url.hash
  } catch {
    return null
  }
}

function markerSchema(origin: string) {
  const path = z.string().transform((v, ctx) => {
    const p = sameOriginPath(v, origin)
    if (p === null) {
      ctx.addIssue({ code: 'custom', message: 'not a same-origin URL' })
      return z.NEVER
    }
    return p
  })
  return z.object({
    id: z.number().int(),
    lat: z.number().finite().min(-90).max(90),
    lng: z.number().finite().min(-180).max(180),
    title: text(300).min(1),
    href: path,
    price: optionalText(100),
    // A picture from elsewhere is dropped, the marker kept.
    image: z
      .unknown()
      .transform((v) => sameOriginPath(v, origin) ?? undefined)
      .optional(),
    marquee: z
      .union([z.string().max(10), z.number().int()])
      .nullish()
      .transform((v) => (v == null || v === '' ? undefined : String(v))),
    badge: optionalText(60),
    subtitle: optionalText(200),
  }) satisfies z.ZodType<MapMarker, unknown>
}

const messageInfoSchema = z
  .object({ title: optionalText(200), noMarkers: optionalText(300), openLink: optionalText(100) })
  .partial()

export interface MapTexts {
  title: string
  noMarkers: string
  openLink: string
}

function messageSchema(origin: string) {
  const marker = markerSchema(origin)
  return z.object({
    propsList: z
      .array(z.unknown())
      .max(MAX_MARKERS)
      .transform((items) =>
        items.flatMap((item) => {
          const parsed = marker.safeParse(item)
          return parsed.success ? [parsed.data] : []
        }),
      ),
    messageInfo: messageInfoSchema.nullish(),
    mapType: z.enum(['list', 'detail']),
    customMarker: z
      .unknown()
      .transform((v) => sameOriginPath(v, origin) ?? undefined)
      .optional(),
    marqueeIgnore: z
      .array(z.union([z.string().max(10), z.number().int()]))
      .max(20)
      .nullish()
      .transform((list) => (list ?? []).map(String)),
  })
}

/**
 * The message as the frame uses it, or null when it is not one: not JSON, the wrong shape,
 * or too large. `fallback` fills texts the message leaves out (the frame's own translations).
 */
export function parseMapMessage(raw: unknown, origin: string, fallback: MapTexts): MapMessage | null {
  let data = raw
  if (typeof raw === 'string') {
    if (raw.length > MAX_MESSAGE_CHARS) return null
    try {
      data = JSON.parse(raw)
    } catch {
      return null
    }
  }
  if (!data || typeof data !== 'object') return null
  const parsed = messageSchema(origin).safeParse(data)
  if (!parsed.success) return null
  const { messageInfo, ...rest } = parsed.data
  return {
    ...rest,
    messageInfo: {
      title: messageInfo?.title ?? fallback.title,
      noMarkers: messageInfo?.noMarkers ?? fallback.noMarkers,
      openLink: messageInfo?.openLink ?? fallback.openLink,
    },
  }
}

/** The markers the map shows: those whose marquee is not ignored; a detail map shows one. */
export function visibleMarkers(message: MapMessage): MapMarker[] {
  const ignored = new Set(message.marqueeIgnore ?? [])
  const shown = message.propsList.filter((m) => !(m.marquee !== undefined && ignored.has(m.marquee)))
  return message.mapType === 'detail' ? shown.slice(0, 1) : shown
}
