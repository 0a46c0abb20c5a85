import { EnquiryForm } from '@/features/enquiries/EnquiryForm'
import type { ContactFormModule as ContactFormModuleData } from '@/payload/payload-types'
import { ModuleFrame } from '../kit/Frame'
import type { ModuleContext } from '../kit/types'

/** An enquiry form (the block's `form`) in the module's frame: title, description, background. */
export function ContactModule({ module, locale }: ModuleContext<ContactFormModuleData>) {
  return (
    <ModuleFrame module={module} testId="contact-module" body="panel">
      <EnquiryForm kind={module.form} locale={locale} />
    </ModuleFrame>
  )
}
