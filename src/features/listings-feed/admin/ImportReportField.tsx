import type { JSONFieldServerProps } from 'payload'
import type { CSSProperties, ReactNode } from 'react'
import { inLanguage } from '@/i18n/admin-text'
import type { ImportReport } from '../apply'
import { importAdminTexts as texts } from './texts'

/** Rows shown per list or table: a feed of thousands would make the page unusable. */
const SHOWN = 500

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []

const objects = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => !!v && typeof v === 'object') : []

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')

/** The report as the run stored it (features/listings-feed/apply.ts), read defensively: it is JSON. */
function reportOf(value: unknown): ImportReport | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const r = value as Record<string, unknown>
  return {
    records: typeof r.records === 'number' ? r.records : 0,
    complete: r.complete === true,
    dryRun: r.dryRun === true,
    created: strings(r.created),
    updated: strings(r.updated),
    unchanged: typeof r.unchanged === 'number' ? r.unchanged : 0,
    withdrawn: strings(r.withdrawn),
    skipped: objects(r.skipped).map((s) => ({
      position: typeof s.position === 'number' ? s.position : 0,
      id: text(s.id) || undefined,
      reason: text(s.reason),
    })),
    photoErrors: objects(r.photoErrors).map((p) => ({ id: text(p.id), url: text(p.url), reason: text(p.reason) })),
    unknownFields: strings(r.unknownFields),
    notes: strings(r.notes),
  }
}

const muted: CSSProperties = { color: 'var(--theme-elevation-500)' }
const cell: CSSProperties = {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: '0.25em 1em 0.25em 0',
  borderBottom: '1px solid var(--theme-elevation-100)',
}

/**
 * In an import run's edit view, in place of the report's raw JSON: the counts, then the CRM IDs
 * created, updated and withdrawn, the skipped records and why, the photos not fetched and the
 * fields the import does not know, in the staff member's language. Read-only: only the import
 * writes a run.
 */
export function ImportReportField({ data, i18n }: JSONFieldServerProps) {
  const say = (key: keyof typeof texts) => inLanguage(texts[key], i18n?.language)
  const more = (total: number) =>
    total > SHOWN ? <p style={muted}>{say('more').replace('{count}', String(total - SHOWN))}</p> : null
  const report = reportOf((data as { report?: unknown } | undefined)?.report)

  const section = (key: keyof typeof texts, count: number, body: ReactNode) => (
    <section data-testid={`import-report-${key}`} style={{ marginTop: 'var(--base)' }}>
      <h4 style={{ margin: '0 0 0.4em' }}>
        {say(key)} ({count})
      </h4>
      {count === 0 ? <p style={muted}>{say('none')}</p> : body}
    </section>
  )
  const ids = (key: keyof typeof texts, list: string[]) =>
    section(
      key,
      list.length,
      <>
        <p style={{ maxHeight: '12em', overflowY: 'auto', wordBreak: 'break-word' }}>
          {list.slice(0, SHOWN).join(', ')}
        </p>
        {more(list.length)}
      </>,
    )
  const table = (headers: (keyof typeof texts)[], rows: string[][]) => (
    <>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" style={cell}>
                {say(h)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, SHOWN).map((row, i) => (
            <tr key={i}>
              {row.map((value, j) => (
                <td key={j} style={{ ...cell, wordBreak: 'break-word' }}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {more(rows.length)}
    </>
  )

  const heading = <h3 style={{ margin: '0 0 0.5em' }}>{say('report')}</h3>
  if (!report) {
    return (
      <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
        {heading}
        <p style={muted}>{say('noReport')}</p>
      </div>
    )
  }
  const counts: [keyof typeof texts, number][] = [
    ['records', report.records],
    ['created', report.created.length],
    ['updated', report.updated.length],
    ['unchanged', report.unchanged],
    ['withdrawn', report.withdrawn.length],
    ['skipped', report.skipped.length],
  ]
  return (
    <div className="field-type" data-testid="import-report" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      {heading}
      {report.dryRun && <p style={{ fontWeight: 600 }}>{say('dryRun')}</p>}
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content max-content', gap: '0.25em 1.5em', margin: 0 }}>
        {counts.map(([key, count]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{say(key)}</dt>
            <dd style={{ margin: 0, fontVariantNumeric: 'tabular-nums' }} data-testid={`import-report-count-${key}`}>
              {count}
            </dd>
          </div>
        ))}
      </dl>
      <p style={muted}>{say(report.complete ? 'complete' : 'partial')}</p>
      {ids('createdIds', report.created)}
      {ids('updatedIds', report.updated)}
      {ids('withdrawnIds', report.withdrawn)}
      {section(
        'skippedRecords',
        report.skipped.length,
        table(
          ['position', 'crmId', 'reason'],
          report.skipped.map((s) => [String(s.position), s.id ?? '', s.reason]),
        ),
      )}
      {section(
        'photoErrors',
        report.photoErrors.length,
        table(
          ['crmId', 'photoUrl', 'reason'],
          report.photoErrors.map((p) => [p.id, p.url, p.reason]),
        ),
      )}
      {section(
        'unknownFields',
        report.unknownFields.length,
        <>
          <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
            {report.unknownFields.slice(0, SHOWN).map((name) => (
              <li key={name}>
                <code>{name}</code>
              </li>
            ))}
          </ul>
          {more(report.unknownFields.length)}
        </>,
      )}
      {report.notes.length > 0 &&
        section(
          'notes',
          report.notes.length,
          <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
            {report.notes.map((note, i) => (
              <li key={i}>{note}</li>
            ))}
          </ul>,
        )}
    </div>
  )
}
