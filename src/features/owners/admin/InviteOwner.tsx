'use client'
import { Button, toast, useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { inLanguage } from '@/features/modules/labels'
import { locales } from '@/i18n/locales'
import { ownerAdminTexts as texts } from './texts'

/**
 * Above the owners list: staff create an owner's account by inviting them (the account has no
 * password until the owner chooses one), then open it to link its properties.
 */
export function InviteOwner() {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const router = useRouter()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const say = (text: (typeof texts)[keyof typeof texts]) => inLanguage(text, i18n.language)
  const adminLanguage = locales.find((l) => l === i18n.language) ?? 'nl'

  const submit = async (form: HTMLFormElement) => {
    const data = Object.fromEntries(new FormData(form))
    setBusy(true)
    try {
      const res = await fetch(`${config.serverURL}${config.routes.api}/owners/new`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(data),
      })
      const body = (await res.json().catch(() => null)) as { id?: number; errors?: { message?: string }[] } | null
      if (res.ok && body?.id) {
        toast.success(say(texts.sent))
        router.push(`${config.routes.admin}/collections/owners/${body.id}`)
      } else {
        toast.error(body?.errors?.[0]?.message ?? say(texts.failed))
      }
    } finally {
      setBusy(false)
    }
  }

  if (!open) {
    return (
      <div style={{ marginBottom: 'var(--base)' }}>
        <Button buttonStyle="primary" size="medium" margin={false} onClick={() => setOpen(true)}>
          {say(texts.invite)}
        </Button>
      </div>
    )
  }
  return (
    <form
      aria-labelledby={`${id}-title`}
      style={{ marginBottom: 'calc(var(--base) * 2)', display: 'grid', gap: 'var(--base)', maxWidth: '36rem' }}
      onSubmit={(event) => {
        event.preventDefault()
        void submit(event.currentTarget)
      }}
    >
      <h2 id={`${id}-title`}>{say(texts.invite)}</h2>
      <p>{say(texts.intro)}</p>
      <div className="field-type text">
        <label className="field-label" htmlFor={`${id}-name`}>
          {say(texts.name)}
        </label>
        <input id={`${id}-name`} name="name" required maxLength={200} autoComplete="off" />
      </div>
      <div className="field-type email">
        <label className="field-label" htmlFor={`${id}-email`}>
          {say(texts.email)}
        </label>
        <input id={`${id}-email`} name="email" type="email" required maxLength={254} autoComplete="off" />
      </div>
      <div className="field-type select">
        <label className="field-label" htmlFor={`${id}-language`}>
          {say(texts.language)}
        </label>
        <select id={`${id}-language`} name="language" defaultValue={adminLanguage}>
          {locales.map((l) => (
            <option key={l} value={l}>
              {l.toUpperCase()}
            </option>
          ))}
        </select>
      </div>
      <div style={{ display: 'flex', gap: 'var(--base)' }}>
        <Button type="submit" buttonStyle="primary" size="medium" margin={false} disabled={busy}>
          {say(texts.send)}
        </Button>
        <Button buttonStyle="secondary" size="medium" margin={false} onClick={() => setOpen(false)}>
          {say(texts.cancel)}
        </Button>
      </div>
    </form>
  )
}
