'use client'
import { Button, useDocumentInfo } from '@payloadcms/ui'
import { useStaffPost } from '@/platform/api/admin/useStaffPost'
import { ownerAdminTexts as texts } from './texts'

/** Beside an owner's Save button: mails a fresh invitation link (the earlier one stops working). */
export function SendInvitationButton() {
  const { id } = useDocumentInfo()
  const { busy, post, say } = useStaffPost({ done: texts.sent, failed: texts.failed })
  if (!id) return null
  return (
    <Button
      buttonStyle="secondary"
      size="medium"
      margin={false}
      disabled={busy}
      onClick={() => void post(`owners/${id}/invite`)}
    >
      {say(texts.again)}
    </Button>
  )
}
