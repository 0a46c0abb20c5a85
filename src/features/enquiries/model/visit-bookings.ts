import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import {
  dayIn,
  slotCapacity,
  visitSlots,
  type SlotRules,
  type VisitSlot,
  type VisitStatus,
} from '@/domain/appointments'

/**
 * Seats of the opening slots (the `appointment-bookings` collection). A visit takes a seat
 * before its lead is stored (`reserveSeat`, from the kind's `refuse`) and the lead claims it
 * right after (`claimSeat`, from `afterStore`). The unique index on (day, slot, seat) makes the
 * last seat go to one request only, even when two arrive at the same moment on two instances:
 * the other's INSERT finds the seat taken and it looks again, then hears 'appointments full'.
 * A seat reserved for a request that was never stored (the server stopped in between) is
 * freed after RESERVATION_MINUTES.
 */
export const RESERVATION_MINUTES = 10
/** Visits per slot until staff save the visit slots settings. */
export const DEFAULT_VISITS_PER_SLOT = 2

const capacityField: Record<VisitSlot, 'slot10to13' | 'slot14to16' | 'slot16to19'> = {
  '10-13': 'slot10to13',
  '14-16': 'slot14to16',
  '16-19': 'slot16to19',
}

/** Staff's settings of the visit slots: the day and slot rules, and how a new booking starts. */
export interface VisitSettings extends SlotRules {
  /** 'requested' until staff confirm each visit, or 'confirmed' at once. */
  confirmation: VisitStatus
}

/** Staff's settings of the visit slots (the `appointment-slots` global). */
export async function slotRules(payload: Payload): Promise<VisitSettings> {
  const settings = await payload.findGlobal({ slug: 'appointment-slots', depth: 0 })
  const capacity = Object.fromEntries(
    visitSlots.map((slot) => [slot, settings.capacity?.[capacityField[slot]] ?? DEFAULT_VISITS_PER_SLOT]),
  ) as Record<VisitSlot, number>
  return {
    capacity,
    closedWeekdays: settings.closedWeekdays ?? [],
    // Dates are stored as instants; the agency means the Brussels calendar day.
    closedDays: (settings.closedDays ?? []).map((d) => dayIn(new Date(d.day))),
    closedOnPublicHolidays: settings.closedOnPublicHolidays === true,
    confirmation: settings.confirmation === 'confirmed' ? 'confirmed' : 'requested',
  }
}

/**
 * Whether the lead's visit is confirmed: its seat's status, or (no seat, which the log has
 * reported) how the agency starts a booking.
 */
export async function visitStatusOf(payload: Payload, leadId: number): Promise<VisitStatus> {
  const rows = await payload.db.drizzle.execute<{ status: string }>(
    sql`SELECT status FROM appointment_bookings WHERE lead_id = ${leadId} LIMIT 1`,
  )
  const status = rows.rows[0]?.status ?? (await slotRules(payload)).confirmation
  return status === 'confirmed' ? 'confirmed' : 'requested'
}

type IdRow = { id: number }
type CountRow = { n: number | string }

/**
 * Takes a free seat of the slot on that day: the booking's id, or null when the slot is full
 * (or closed that day).
 */
export async function reserveSeat(
  payload: Payload,
  day: string,
  slot: VisitSlot,
  settings?: VisitSettings,
): Promise<number | null> {
  const rules = settings ?? (await slotRules(payload))
  const capacity = slotCapacity(rules, day, slot)
  if (capacity === 0) return null
  const db = payload.db.drizzle
  await db.execute(sql`
    DELETE FROM appointment_bookings
    WHERE day = ${day} AND slot = ${slot} AND lead_id IS NULL
      AND created_at < now() - make_interval(mins => ${RESERVATION_MINUTES})`)
  // Each failed round means another request took a seat meanwhile: at most `capacity` rounds.
  for (let round = 0; round <= capacity; round++) {
    const inserted = await db.execute<IdRow>(sql`
      INSERT INTO appointment_bookings (day, slot, seat, status)
      SELECT ${day}, ${slot}::enum_appointment_bookings_slot, s, ${rules.confirmation}::enum_appointment_bookings_status
      FROM generate_series(1, ${capacity}::int) AS s
      WHERE NOT EXISTS (
        SELECT 1 FROM appointment_bookings b WHERE b.day = ${day} AND b.slot = ${slot} AND b.seat = s
      )
      ORDER BY s LIMIT 1
      ON CONFLICT DO NOTHING
      RETURNING id`)
    if (inserted.rows.length) return Number(inserted.rows[0].id)
    const taken = await db.execute<CountRow>(sql`
      SELECT count(*) AS n FROM appointment_bookings
      WHERE day = ${day} AND slot = ${slot} AND seat <= ${capacity}`)
    if (Number(taken.rows[0]?.n ?? 0) >= capacity) return null
  }
  return null
}

/**
 * Ties a reserved seat of the slot to the stored lead. Reservations of one slot are alike, so
 * a lead takes any of them; when none is left (its reservation expired) the lead still gets a
 * seat of its own after the others, so the count of booked visits stays true.
 */
export async function claimSeat(payload: Payload, leadId: number, day: string, slot: VisitSlot): Promise<void> {
  const db = payload.db.drizzle
  const already = await db.execute<IdRow>(sql`SELECT id FROM appointment_bookings WHERE lead_id = ${leadId}`)
  if (already.rows.length) return
  const claimed = await db.execute<IdRow>(sql`
    UPDATE appointment_bookings SET lead_id = ${leadId}, updated_at = now()
    WHERE id = (
      SELECT id FROM appointment_bookings
      WHERE day = ${day} AND slot = ${slot} AND lead_id IS NULL
      ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
    )
    RETURNING id`)
  if (claimed.rows.length) return
  const { confirmation } = await slotRules(payload)
  for (let round = 0; round < 5; round++) {
    const inserted = await db.execute<IdRow>(sql`
      INSERT INTO appointment_bookings (day, slot, seat, lead_id, status)
      SELECT ${day}, ${slot}::enum_appointment_bookings_slot, coalesce(max(seat), 0) + 1, ${leadId},
        ${confirmation}::enum_appointment_bookings_status
      FROM appointment_bookings WHERE day = ${day} AND slot = ${slot}
      ON CONFLICT DO NOTHING
      RETURNING id`)
    if (inserted.rows.length) return
  }
  payload.logger.error({ msg: `Lead ${leadId} holds no seat of ${day} ${slot}` })
}
