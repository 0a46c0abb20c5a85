import { NotFoundView } from '@/site/NotFoundView'

export default function NotFound() {
  return <NotFoundView />
}
