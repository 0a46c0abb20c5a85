import type { ContactFormModule as ContactFormModuleData } from '@/payload/payload-types'
import { ModuleFrame } from '../Frame'

/** An enquiry form (the block's `form`) in the module's frame: title, description, background. */
export function ContactModule({ module }: { module: ContactFormModuleData }) {
  // The form: features/enquiries (issue 11)
  const form = null
  return (
    <ModuleFrame module={module} testId="contact-module" body="panel">
      {form}
    </ModuleFrame>
  )
}
