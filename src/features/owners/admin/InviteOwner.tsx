'use client'
import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { useStaffPost } from '@/platform/api/admin/useStaffPost'
import { languageOptions } from '@/platform/fields/language'
import { ownerAdminTexts as texts } from './texts'

/**
 * Above the owners list: staff create an owner's account by inviting them (the account has no
 * password until the owner chooses one), then open it to link its properties.
 */
export function InviteOwner() {
  const router = useRouter()
  const id = useId()
  const [open, setOpen] = useState(false)
  const { busy, post, say, admin } = useStaffPost({ done: texts.sent, failed: texts.failed })
  const submit = (form: HTMLFormElement) =>
    post('owners/new', Object.fromEntries(new FormData(form)), (answer) =>
      router.push(`${admin}/collections/owners/${String(answer.id)}`),
    )

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
        {/* No language chosen in advance: taking the staff member's own made owners who read
            another language get their mails in it. */}
        <select id={`${id}-language`} name="language" required defaultValue="">
          <option value="" disabled>
            {say(texts.chooseLanguage)}
          </option>
          {languageOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {say(o.label)}
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
