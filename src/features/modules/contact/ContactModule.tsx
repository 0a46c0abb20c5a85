import { EnquiryForm } from '@/features/enquiries/EnquiryForm'
import type { ContactFormModule as ContactFormModuleData } from '@/payload/payload-types'
import { ModuleFrame } from '../kit/Frame'
import type { ModuleContext } from '../kit/types'

/** The id of a contact form module's section, so another module of its page can link to it. */
export const formAnchor = (module: { id?: string | null; form: string }) => `form-${module.id ?? module.form}`

/** An enquiry form (the block's `form`) in the module's frame: title, description, background. */
export function ContactModule({ module, locale, listQuery, pageParams }: ModuleContext<ContactFormModuleData>) {
  // The search alert form starts from the filters of the list it was asked from ("alert me for this search").
  const prefill = module.form === 'demand-register' ? { listQuery, goal: pageParams?.goal } : undefined
  return (
    <ModuleFrame module={module} anchor={formAnchor(module)} testId="contact-module" body="panel">
      <EnquiryForm kind={module.form} locale={locale} prefill={prefill} />
    </ModuleFrame>
  )
}
