'use client'
import { Button, useDocumentInfo, useForm, useFormFields, useTranslation } from '@payloadcms/ui'
import { inLanguage } from '@/i18n/admin-text'
import { leadsTexts } from './texts'

/** Beside a lead's Save button: saves it as handled (with any notes typed) in one click. */
export function MarkHandledButton() {
  const { id } = useDocumentInfo()
  const { submit } = useForm()
  const status = useFormFields(([fields]) => fields.status?.value)
  const { i18n } = useTranslation()
  if (!id || status === 'handled') return null
  return (
    <Button
      buttonStyle="secondary"
      size="medium"
      margin={false}
      onClick={() => void submit({ overrides: { status: 'handled' } })}
    >
      {inLanguage(leadsTexts.markHandled, i18n.language)}
    </Button>
  )
}
