import { NotFoundView } from '@/features/pages/NotFoundView'

export default function NotFound() {
  return <NotFoundView />
}
