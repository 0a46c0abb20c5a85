'use client'
import { Button, toast, useConfig, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { inLanguage, l } from '@/features/modules/labels'

const texts = {
  retry: l('Send again now', 'Nu opnieuw verzenden', 'Renvoyer maintenant', 'Jetzt erneut senden'),
  queued: l(
    'The mail is queued again and goes out within a minute.',
    'De e-mail staat opnieuw in de wachtrij en vertrekt binnen een minuut.',
    "L'e-mail est de nouveau en file d'attente et part dans la minute.",
    'Die E-Mail steht wieder in der Warteschlange und geht innerhalb einer Minute hinaus.',
  ),
  failed: l(
    'The mail could not be queued again.',
    'De e-mail kon niet opnieuw in de wachtrij.',
    "L'e-mail n'a pas pu être remis en file d'attente.",
    'Die E-Mail konnte nicht erneut eingereiht werden.',
  ),
}

/** Asks the server to queue the mail again; the answer's message (translated) when it refuses. */
function useRetry(id: number | string | undefined) {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const retry = async () => {
    if (id === undefined) return
    setBusy(true)
    try {
      const res = await fetch(`${config.serverURL}${config.routes.api}/mails/${id}/retry`, {
        method: 'POST',
        credentials: 'include',
      })
      if (res.ok) {
        toast.success(inLanguage(texts.queued, i18n.language))
        router.refresh()
      } else {
        const body = (await res.json().catch(() => null)) as { errors?: { message?: string }[] } | null
        toast.error(body?.errors?.[0]?.message ?? inLanguage(texts.failed, i18n.language))
      }
    } finally {
      setBusy(false)
    }
  }
  return { busy, retry, label: inLanguage(texts.retry, i18n.language) }
}

/** Beside a mail not sent yet (failed, or waiting for its next attempt). */
export function RetryMailField() {
  const { id } = useDocumentInfo()
  const state = useFormFields(([fields]) => fields.state?.value)
  const { busy, retry, label } = useRetry(id)
  if (!id || state === 'sent') return null
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="secondary" size="medium" margin={false} disabled={busy} onClick={() => void retry()}>
        {label}
      </Button>
    </div>
  )
}

/** The outbox list's column: the same button on each row not sent yet. */
export function RetryMailCell({ rowData }: { rowData?: { id?: number | string; state?: string } }) {
  const { busy, retry, label } = useRetry(rowData?.id)
  if (!rowData?.id || rowData.state === 'sent') return null
  return (
    <Button buttonStyle="secondary" size="xsmall" margin={false} disabled={busy} onClick={() => void retry()}>
      {label}
    </Button>
  )
}
