import { createEvent } from 'ics'

/**
 * The visit as an iCalendar invitation (RFC 5545) made by the `ics` library: the agency
 * organises, the visitor attends. Times are the slot's Brussels hours written as UTC instants,
 * which every calendar shows in its own zone without a VTIMEZONE block.
 */
export interface VisitEvent {
  /** Stable per lead, so a resent mail updates the same calendar entry. */
  uid: string
  start: Date
  end: Date
  title: string
  description: string
  location: string
  url?: string
  organizer: { name: string; email?: string }
  attendee?: { name: string; email: string }
  /** Agreed by the agency; a visit still requested is tentative in the visitor's calendar. */
  confirmed: boolean
  /** 0 for the first invitation; each later version of the same UID counts up (RFC 5545). */
  sequence?: number
}

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=REQUEST'

export function visitInvitation(event: VisitEvent): string {
  const { error, value } = createEvent({
    productId: 'vitrine/visits',
    method: 'REQUEST',
    uid: event.uid,
    sequence: event.sequence ?? 0,
    start: event.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.title,
    description: event.description,
    location: event.location,
    ...(event.url ? { url: event.url } : {}),
    status: event.confirmed ? 'CONFIRMED' : 'TENTATIVE',
    busyStatus: event.confirmed ? 'BUSY' : 'TENTATIVE',
    organizer: { name: event.organizer.name, ...(event.organizer.email ? { email: event.organizer.email } : {}) },
    ...(event.attendee
      ? {
          attendees: [
            { name: event.attendee.name, email: event.attendee.email, rsvp: false, role: 'REQ-PARTICIPANT' as const },
          ],
        }
      : {}),
  })
  if (error || !value) throw error ?? new Error('The visit invitation could not be written')
  return value
}
