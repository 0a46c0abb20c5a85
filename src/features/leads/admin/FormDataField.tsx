'use client'
import { FieldDescription, FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import { ADMIN_LANGUAGES, type AdminLanguage } from '@/payload/admin-labels/dictionary'
import { exportWords, formFieldLabels } from '../columns'

/** One value as staff read it: lists joined, yes/no in their language, nested data as JSON. */
function shown(value: unknown, language: AdminLanguage): string {
  if (value === null || value === undefined || value === '') return '–'
  if (typeof value === 'boolean') return exportWords[value ? 'yes' : 'no'][language]
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/**
 * What the visitor filled in (a lead's `fields`, its campaign): shown as a list of labelled
 * values in the staff member's language, read-only as the data itself. (Payload's JSON editor
 * loads its code from a CDN, which the back office's Content Security Policy refuses; staff
 * never edit this data anyway.)
 */
export const FormDataField: JSONFieldClientComponent = ({ field, path }) => {
  const { value } = useField<unknown>({ path: path ?? field.name })
  const { i18n } = useTranslation()
  const language = (
    (ADMIN_LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : 'en'
  ) as AdminLanguage
  const data = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  const known = Object.keys(formFieldLabels).filter((k) => k in data)
  const keys = [
    ...known,
    ...Object.keys(data)
      .filter((k) => !(k in formFieldLabels))
      .sort(),
  ]
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <FieldLabel as="span" label={field.label} path={path} />
      {keys.length ? (
        <dl
          style={{
            display: 'grid',
            gridTemplateColumns: 'minmax(10rem, max-content) 1fr',
            gap: '0.25rem 1rem',
            margin: '0.5rem 0',
          }}
        >
          {keys.map((key) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt style={{ color: 'var(--theme-elevation-600)' }}>{formFieldLabels[key]?.[language] ?? key}</dt>
              <dd style={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {shown(data[key], language)}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p style={{ margin: '0.5rem 0' }}>–</p>
      )}
      <FieldDescription description={field.admin?.description} path={path ?? field.name} />
    </div>
  )
}
