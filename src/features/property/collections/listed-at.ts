import type { CollectionBeforeChangeHook } from 'payload'

/** A property's first publication starts its days on the market (staff may set another date). */
export const stampListedAt: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const publishing =
    data._status === 'published' || (data._status === undefined && originalDoc?._status === 'published')
  if (publishing && !data.listedAt && !originalDoc?.listedAt) data.listedAt = new Date().toISOString()
  return data
}
