'use client'
import { toast, useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { inLanguage, type AdminText } from '@/i18n/admin-text'

/**
 * A back-office button's call to one of the project's staff endpoints (platform/api/staff-endpoint.ts):
 * POSTs to `/api/{path}`, then says so in a toast, in the staff member's language; a refusal
 * shows the endpoint's own (translated) message. `done` gets the answer's JSON.
 */
export function useStaffPost(texts: { done: AdminText; failed: AdminText }) {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const post = async (path: string, body?: unknown, done?: (answer: Record<string, unknown>) => void) => {
    setBusy(true)
    try {
      const res = await fetch(`${config.serverURL}${config.routes.api}/${path}`, {
        method: 'POST',
        credentials: 'include',
        ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
      })
      const answer = (await res.json().catch(() => ({}))) as Record<string, unknown> & {
        errors?: { message?: string }[]
      }
      if (res.ok) {
        toast.success(inLanguage(texts.done, i18n.language))
        if (done) done(answer)
        else router.refresh()
      } else {
        toast.error(answer.errors?.[0]?.message ?? inLanguage(texts.failed, i18n.language))
      }
    } finally {
      setBusy(false)
    }
  }
  return { busy, post, say: (text: AdminText) => inLanguage(text, i18n.language), admin: config.routes.admin }
}
