'use client'
import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useStaffPost } from '@/platform/api/admin/useStaffPost'
import { l } from '@/i18n/admin-text'

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
  const { busy, post, say } = useStaffPost({ done: texts.queued, failed: texts.failed })
  const retry = async () => {
    if (id !== undefined) await post(`mails/${id}/retry`)
  }
  return { busy, retry, label: say(texts.retry) }
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
