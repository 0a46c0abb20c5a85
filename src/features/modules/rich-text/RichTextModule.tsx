import { RichText } from '@/ui/page/RichText'
import type { RichTextModule as RichTextModuleData } from '@/payload/payload-types'
import { ModuleFrame } from '../kit/Frame'

/** Free text from the editor; on a background it takes the background's text colour. */
export function RichTextModule({ module }: { module: RichTextModuleData }) {
  return (
    <ModuleFrame module={module} testId="rich-text-module" body="text">
      <RichText data={module.content} />
    </ModuleFrame>
  )
}
