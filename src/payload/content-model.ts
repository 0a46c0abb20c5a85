import { AppointmentBookings } from '../features/enquiries/collections/AppointmentBookings'
import { Articles } from '../features/articles/collections/Articles'
import { Categories } from '../features/articles/collections/Categories'
import { Cities } from '../features/property/collections/Cities'
import { AlertMatches } from '../features/alerts/collections/AlertMatches'
import { Leads } from '../features/leads/collections/Leads'
import { Mails } from '../platform/mail/collections/Mails'
import { Media } from '../ui/media/collections/Media'
import { MenuPages } from '../site/collections/MenuPages'
import { NewsletterSubscribers } from '../features/alerts/collections/NewsletterSubscribers'
import { Neighbourhoods } from '../features/property/collections/Neighbourhoods'
import { Projects } from '../features/projects/collections/Projects'
import { Properties } from '../features/property/collections/Properties'
import { ImportRuns } from '../features/listings-feed/collections/ImportRuns'
import { PriceChanges } from '../features/price-history/collections/PriceChanges'
import { PropertyTypes } from '../features/property/collections/PropertyTypes'
import { Redirects } from '../features/redirects/collections/Redirects'
import { SearchAlerts } from '../features/alerts/collections/SearchAlerts'
import { TeamMembers } from '../features/modules/team/TeamMembers'
import { Testimonials } from '../features/testimonials/collections/Testimonials'
import { Users } from '../platform/auth/collections/Users'
import { Owners } from '../features/owners/collections/Owners'
import { PropertyDocuments } from '../features/portal/collections/PropertyDocuments'
import { Publications } from '../features/portal/collections/Publications'
import { Visits } from '../features/portal/collections/Visits'
import { AppointmentSlots } from '../features/enquiries/collections/AppointmentSlots'
import { Footer } from '../ui/shell/globals/Footer'
import { Privacy } from '../features/privacy/globals/Privacy'
import { SiteSettings } from '../site/globals/SiteSettings'
import { TopBar } from '../ui/shell/globals/TopBar'
import { ListingsFeedSettings } from '../features/listings-feed/globals/ListingsFeedSettings'

/** Every collection and global, in back-office order; used by the config and its tests. */
export const collections = [
  Properties,
  PriceChanges,
  Projects,
  PropertyTypes,
  Cities,
  Neighbourhoods,
  MenuPages,
  Articles,
  Redirects,
  Categories,
  TeamMembers,
  Media,
  Leads,
  SearchAlerts,
  AlertMatches,
  NewsletterSubscribers,
  AppointmentBookings,
  Mails,
  Testimonials,
  Visits,
  Publications,
  PropertyDocuments,
  Owners,
  Users,
  ImportRuns,
]
export const globals = [SiteSettings, TopBar, Footer, Privacy, AppointmentSlots, ListingsFeedSettings]
