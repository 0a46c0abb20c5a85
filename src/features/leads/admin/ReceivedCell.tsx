'use client'
import type { DefaultCellComponentProps } from 'payload'
import { DefaultCell } from '@payloadcms/ui'
import { belgianDateTime } from '../office-time'

/**
 * The leads list's "Received" column: date and time in Belgian time, whatever the time zone of
 * the staff member's computer (Payload's date cell shows the browser's). Drawn by Payload's
 * default cell as text, so the column still links to the lead.
 */
export function ReceivedCell(props: DefaultCellComponentProps) {
  const cellData = typeof props.cellData === 'string' ? belgianDateTime(props.cellData) : props.cellData
  return <DefaultCell {...props} cellData={cellData} field={{ ...props.field, type: 'text' } as typeof props.field} />
}
