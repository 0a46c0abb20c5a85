import { NotFoundView } from '@/site/NotFoundView'

/*
 * The site's 404 page for a notFound() here. Only the routes that call notFound() have one: Next
 * renders a segment's not-found page into the payload of every page below it, found or not.
 */
export default function NotFound() {
  return <NotFoundView />
}
