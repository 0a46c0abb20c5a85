import { fileFor } from '@/ui/media/image'
import type { ProjectDetail } from './queries'

/** The project as schema.org Residence: name, address (street only when public), photo, place. */
export function projectJsonLd(project: ProjectDetail, url: string, siteUrl: string): Record<string, unknown> {
  const cover = project.photos[0] ? fileFor(project.photos[0], 1360) : null
  const hasMap = project.latitude !== null && project.longitude !== null
  return {
    '@type': 'Residence',
    name: project.title,
    url,
    ...(project.description ? { description: project.description } : {}),
    ...(cover ? { image: siteUrl + cover.url } : {}),
    ...(project.city
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(project.publishAddress && project.street
              ? { streetAddress: [project.street, project.houseNumber].filter(Boolean).join(' ') }
              : {}),
            postalCode: project.city.zip,
            addressLocality: project.city.name,
          },
        }
      : {}),
    ...(hasMap && project.publishAddress
      ? { geo: { '@type': 'GeoCoordinates', latitude: project.latitude, longitude: project.longitude } }
      : {}),
  }
}
