import { FieldDescription, FieldLabel } from '@payloadcms/ui'
import type { JSONFieldServerComponent } from 'payload'
import { ADMIN_LANGUAGES, type AdminLanguage } from '@/i18n/admin-text'
import { formFieldLabels } from '../columns'
import { staffValue } from '../values'

/**
 * What the visitor filled in (a lead's `fields`, its campaign): shown as a list of labelled
 * values in the staff member's language, read-only as the data itself. Rendered on the server,
 * where the labels of the form's options and the names of cities and types are at hand.
 * (Payload's JSON editor loads its code from a CDN, which the back office's Content Security
 * Policy refuses; staff never edit this data anyway.)
 */
export const FormDataField: JSONFieldServerComponent = async ({ clientField, data, i18n, path, payload }) => {
  const name = clientField.name
  const language = (
    (ADMIN_LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : 'en'
  ) as AdminLanguage
  const value = (data as Record<string, unknown> | undefined)?.[name]
  const values = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  const known = Object.keys(formFieldLabels).filter((k) => k in values)
  const keys = [
    ...known,
    ...Object.keys(values)
      .filter((k) => !(k in formFieldLabels))
      .sort(),
  ]
  const texts = await Promise.all(
    keys.map(async (key) => (await staffValue(payload, language, key, values[key])) ?? '–'),
  )
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <FieldLabel as="span" label={clientField.label} path={path ?? name} />
      {keys.length ? (
        <dl
          style={{
            display: 'grid',
            gridTemplateColumns: 'minmax(10rem, max-content) 1fr',
            gap: '0.25rem 1rem',
            margin: '0.5rem 0',
          }}
        >
          {keys.map((key, i) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt style={{ color: 'var(--theme-elevation-600)' }}>{formFieldLabels[key]?.[language] ?? key}</dt>
              <dd style={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{texts[i]}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p style={{ margin: '0.5rem 0' }}>–</p>
      )}
      <FieldDescription description={clientField.admin?.description} path={path ?? name} />
    </div>
  )
}
