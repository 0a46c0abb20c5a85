import { AppointmentBookings } from './collections/AppointmentBookings'
import { Articles } from './collections/Articles'
import { Categories } from './collections/Categories'
import { Cities } from './collections/Cities'
import { AlertMatches } from './collections/AlertMatches'
import { Leads } from './collections/Leads'
import { Mails } from './collections/Mails'
import { Media } from './collections/Media'
import { MenuPages } from './collections/MenuPages'
import { NewsletterSubscribers } from './collections/NewsletterSubscribers'
import { Neighbourhoods } from './collections/Neighbourhoods'
import { Projects } from './collections/Projects'
import { Properties } from './collections/Properties'
import { PropertyTypes } from './collections/PropertyTypes'
import { Redirects } from './collections/Redirects'
import { SearchAlerts } from './collections/SearchAlerts'
import { TeamMembers } from './collections/TeamMembers'
import { Testimonials } from './collections/Testimonials'
import { Users } from './collections/Users'
import { Owners } from './collections/Owners'
import { PropertyDocuments } from './collections/PropertyDocuments'
import { Publications } from './collections/Publications'
import { Visits } from './collections/Visits'
import { AppointmentSlots } from './globals/AppointmentSlots'
import { Footer } from './globals/Footer'
import { Privacy } from './globals/Privacy'
import { SiteSettings } from './globals/SiteSettings'
import { TopBar } from './globals/TopBar'

/** Every collection and global, in back-office order; used by the config and its tests. */
export const collections = [
  Properties,
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
]
export const globals = [SiteSettings, TopBar, Footer, Privacy, AppointmentSlots]
