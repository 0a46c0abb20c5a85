import type { BannerModule as BannerModuleData } from '@/payload/payload-types'
import { ModuleFrame } from '../kit/Frame'

/**
 * A banner module: its title and description over its background, at least a
 * banner's height, the text at the bottom. Without a background it sits on a light panel.
 */
export function BannerModule({ module }: { module: BannerModuleData }) {
  const plain =
    (module.backgroundType ?? 'none') === 'none' || (module.backgroundType === 'color' && !module.colorBackground)
  return (
    <ModuleFrame
      module={module}
      testId="banner-module"
      className={`flex min-h-56 flex-col justify-end rounded-lg p-6 md:p-10 ${plain ? 'bg-slate-50' : ''}`}
    />
  )
}
