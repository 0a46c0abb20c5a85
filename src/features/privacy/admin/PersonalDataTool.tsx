'use client'
import { getTranslation } from '@payloadcms/translations'
import { Button, ConfirmationModal, toast, useConfig, useModal, useTranslation } from '@payloadcms/ui'
import type { CollectionSlug } from 'payload'
import { useId, useState } from 'react'
import { inLanguage } from '@/i18n/admin-text'
import type { PersonalDataExport } from '../personal-data'
import { privacyTexts } from './texts'

const MODAL = 'erase-personal-data'

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

/** What went wrong, as the server said it (translated there), or the tool's own words. */
async function problemOf(res: Response, fallback: string): Promise<string> {
  const body = (await res.json().catch(() => null)) as { errors?: { message?: string }[] } | null
  return body?.errors?.[0]?.message ?? fallback
}

/**
 * The privacy settings' tool for one person: finds everything stored under an e-mail address,
 * downloads it as JSON, and erases it after a confirmation that says what goes.
 */
export function PersonalDataTool() {
  const { config, getEntityConfig } = useConfig()
  const { i18n } = useTranslation()
  const { openModal } = useModal()
  const id = useId()
  const [email, setEmail] = useState('')
  const [found, setFound] = useState<PersonalDataExport | null>(null)
  const [busy, setBusy] = useState(false)
  const text = (entry: keyof typeof privacyTexts, values: Record<string, string> = {}) =>
    fill(inLanguage(privacyTexts[entry], i18n.language), values)
  const api = `${config.serverURL}${config.routes.api}/globals/privacy`

  const labelOf = (slug: string) => {
    const labels = getEntityConfig({ collectionSlug: slug as CollectionSlug })?.labels
    return labels ? (getTranslation(labels.plural, i18n) as string) : slug
  }
  const counts = (records: Record<string, unknown[] | number>) =>
    Object.entries(records)
      .map(([slug, v]) => [slug, typeof v === 'number' ? v : v.length] as const)
      .filter(([, n]) => n > 0)
  const list = (records: Record<string, unknown[] | number>) =>
    counts(records)
      .map(([slug, n]) => `${labelOf(slug)}: ${n}`)
      .join(', ')

  const find = async () => {
    setBusy(true)
    setFound(null)
    try {
      const res = await fetch(`${api}/export?email=${encodeURIComponent(email.trim())}`, { credentials: 'include' })
      if (!res.ok) return void toast.error(await problemOf(res, text('failed')))
      setFound((await res.json()) as PersonalDataExport)
    } catch {
      toast.error(text('failed'))
    } finally {
      setBusy(false)
    }
  }

  const download = () => {
    if (!found) return
    const url = URL.createObjectURL(new Blob([JSON.stringify(found, null, 2)], { type: 'application/json' }))
    const a = document.createElement('a')
    a.href = url
    a.download = `personal-data-${found.email.replace(/[^a-z0-9.@_-]+/g, '_')}.json`
    document.body.append(a)
    a.click()
    a.remove()
    URL.revokeObjectURL(url)
  }

  const erase = async () => {
    if (!found) return
    const res = await fetch(`${api}/erase`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: found.email }),
    })
    if (!res.ok) return void toast.error(await problemOf(res, text('failed')))
    const { erased } = (await res.json()) as { erased: Record<string, number> }
    toast.success(text('erased', { email: found.email, list: list(erased) }))
    setFound(null)
    setEmail('')
  }

  const any = found ? counts(found.records).length > 0 : false
  return (
    <section
      className="field-type"
      aria-labelledby={`${id}-title`}
      data-testid="personal-data-tool"
      style={{ marginTop: 'calc(var(--base) * 2)' }}
    >
      <h3 id={`${id}-title`}>{text('title')}</h3>
      <p style={{ maxWidth: '48rem' }}>{text('intro')}</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)', alignItems: 'flex-end' }}>
        <label style={{ display: 'flex', flexDirection: 'column', gap: '0.25rem' }}>
          <span>{text('email')}</span>
          <input
            type="email"
            value={email}
            autoComplete="off"
            style={{ minWidth: '20rem', minHeight: '2.5rem', padding: '0 0.5rem' }}
            onChange={(e) => setEmail(e.target.value)}
            // Enter looks the person up; it must not save the settings form around the tool.
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                void find()
              }
            }}
          />
        </label>
        <Button buttonStyle="secondary" margin={false} disabled={busy || !email.trim()} onClick={() => void find()}>
          {text('find')}
        </Button>
      </div>
      {found ? (
        <div role="status" style={{ marginTop: 'var(--base)' }}>
          {any ? (
            <>
              <p>{text('found', { email: found.email })}</p>
              <ul data-testid="personal-data-counts">
                {counts(found.records).map(([slug, n]) => (
                  <li key={slug}>
                    {labelOf(slug)}: {n}
                  </li>
                ))}
              </ul>
              <div style={{ display: 'flex', gap: 'calc(var(--base) / 2)', flexWrap: 'wrap' }}>
                <Button buttonStyle="secondary" margin={false} onClick={download}>
                  {text('download')}
                </Button>
                <Button buttonStyle="error" margin={false} onClick={() => openModal(MODAL)}>
                  {text('erase')}
                </Button>
              </div>
            </>
          ) : (
            <p>{text('nothing')}</p>
          )}
        </div>
      ) : null}
      <ConfirmationModal
        modalSlug={MODAL}
        heading={text('confirmHeading')}
        body={found ? text('confirmBody', { email: found.email, list: list(found.records) }) : ''}
        confirmLabel={text('confirm')}
        cancelLabel={text('cancel')}
        onConfirm={erase}
      />
    </section>
  )
}
