/** The page numbers of a list ('Page x/y'): which page is shown and where it starts. */
export interface Paging {
  /** The page shown: the asked one, clamped to 1…pages. */
  page: number
  /** At least 1, so an empty result is 'Page 1/1'. */
  pages: number
  /** Index of the first item of the page in the whole result. */
  offset: number
}

export function paging(total: number, pageSize: number, asked: number): Paging {
  const size = Math.max(1, Math.floor(pageSize))
  const pages = Math.max(1, Math.ceil(Math.max(0, total) / size))
  const page = Math.min(Math.max(1, Math.floor(asked) || 1), pages)
  return { page, pages, offset: (page - 1) * size }
}
