'use client'
import { Button, toast, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { inLanguage } from '@/features/modules/labels'
import { ownerAdminTexts as texts } from './texts'

/** Beside an owner's Save button: mails a fresh invitation link (the earlier one stops working). */
export function SendInvitationButton() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  if (!id) return null
  const send = async () => {
    setBusy(true)
    try {
      const res = await fetch(`${config.serverURL}${config.routes.api}/owners/${id}/invite`, {
        method: 'POST',
        credentials: 'include',
      })
      if (res.ok) {
        toast.success(inLanguage(texts.sent, i18n.language))
        router.refresh()
      } else {
        const body = (await res.json().catch(() => null)) as { errors?: { message?: string }[] } | null
        toast.error(body?.errors?.[0]?.message ?? inLanguage(texts.failed, i18n.language))
      }
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button buttonStyle="secondary" size="medium" margin={false} disabled={busy} onClick={() => void send()}>
      {inLanguage(texts.again, i18n.language)}
    </Button>
  )
}
