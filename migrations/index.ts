import * as migration_20261121_235906_initial from './20261121_235906_initial';
import * as migration_20261121_235907_extensions from './20261121_235907_extensions';
import * as migration_20261123_191805_security from './20261123_191805_security';
import * as migration_20261123_191806_login_limits from './20261123_191806_login_limits';
import * as migration_20261124_031500_reference_search from './20261124_031500_reference_search';
import * as migration_20261124_034142_staff_workflow from './20261124_034142_staff_workflow';
import * as migration_20261124_061000_module_fields from './20261124_061000_module_fields';
import * as migration_20261124_063000_content_neighbourhoods from './20261124_063000_content_neighbourhoods';
import * as migration_20261124_064500_enquiries from './20261124_064500_enquiries';
import * as migration_20261124_100717_mail_parts from './20261124_100717_mail_parts';
import * as migration_20261124_101952_contact_forms from './20261124_101952_contact_forms';
import * as migration_20261124_103228_alerts from './20261124_103228_alerts';
import * as migration_20261124_112648_staff_leads_privacy from './20261124_112648_staff_leads_privacy';
import * as migration_20261124_114728_visit_slots_rental from './20261124_114728_visit_slots_rental';
import * as migration_20261124_120000_enquiry_limits from './20261124_120000_enquiry_limits';
import * as migration_20261124_184524_owner_portal from './20261124_184524_owner_portal';
import * as migration_20261124_190000_page_views from './20261124_190000_page_views';
import * as migration_20261124_191000_owner_reports from './20261124_191000_owner_reports';
import * as migration_20261124_221008_media_storage from './20261124_221008_media_storage';
import * as migration_20261126_102208_owner_password_reset_job from './20261126_102208_owner_password_reset_job';
import * as migration_20261127_210610_listings_feed from './20261127_210610_listings_feed';
import * as migration_20261127_211603_listings_feed_settings from './20261127_211603_listings_feed_settings';
import * as migration_20261128_002415_true_facts from './20261128_002415_true_facts';
import * as migration_20261128_002445_visit_confirmation from './20261128_002445_visit_confirmation';
import * as migration_20261128_004809_viager_occupied_answer from './20261128_004809_viager_occupied_answer';
import * as migration_20261128_010119_schema_snapshot from './20261128_010119_schema_snapshot';
import * as migration_20261128_030729_mail_layout from './20261128_030729_mail_layout';
import * as migration_20261128_125254_price_history from './20261128_125254_price_history';
import * as migration_20261129_214221_lead_notification_check from './20261129_214221_lead_notification_check';

export const migrations = [
  {
    up: migration_20261121_235906_initial.up,
    down: migration_20261121_235906_initial.down,
    name: '20261121_235906_initial',
  },
  {
    up: migration_20261121_235907_extensions.up,
    down: migration_20261121_235907_extensions.down,
    name: '20261121_235907_extensions',
  },
  {
    up: migration_20261123_191805_security.up,
    down: migration_20261123_191805_security.down,
    name: '20261123_191805_security',
  },
  {
    up: migration_20261123_191806_login_limits.up,
    down: migration_20261123_191806_login_limits.down,
    name: '20261123_191806_login_limits',
  },
  {
    up: migration_20261124_031500_reference_search.up,
    down: migration_20261124_031500_reference_search.down,
    name: '20261124_031500_reference_search',
  },
  {
    up: migration_20261124_034142_staff_workflow.up,
    down: migration_20261124_034142_staff_workflow.down,
    name: '20261124_034142_staff_workflow',
  },
  {
    up: migration_20261124_061000_module_fields.up,
    down: migration_20261124_061000_module_fields.down,
    name: '20261124_061000_module_fields',
  },
  {
    up: migration_20261124_063000_content_neighbourhoods.up,
    down: migration_20261124_063000_content_neighbourhoods.down,
    name: '20261124_063000_content_neighbourhoods',
  },
  {
    up: migration_20261124_064500_enquiries.up,
    down: migration_20261124_064500_enquiries.down,
    name: '20261124_064500_enquiries',
  },
  {
    up: migration_20261124_100717_mail_parts.up,
    down: migration_20261124_100717_mail_parts.down,
    name: '20261124_100717_mail_parts',
  },
  {
    up: migration_20261124_101952_contact_forms.up,
    down: migration_20261124_101952_contact_forms.down,
    name: '20261124_101952_contact_forms',
  },
  {
    up: migration_20261124_103228_alerts.up,
    down: migration_20261124_103228_alerts.down,
    name: '20261124_103228_alerts',
  },
  {
    up: migration_20261124_112648_staff_leads_privacy.up,
    down: migration_20261124_112648_staff_leads_privacy.down,
    name: '20261124_112648_staff_leads_privacy',
  },
  {
    up: migration_20261124_114728_visit_slots_rental.up,
    down: migration_20261124_114728_visit_slots_rental.down,
    name: '20261124_114728_visit_slots_rental',
  },
  {
    up: migration_20261124_120000_enquiry_limits.up,
    down: migration_20261124_120000_enquiry_limits.down,
    name: '20261124_120000_enquiry_limits',
  },
  {
    up: migration_20261124_184524_owner_portal.up,
    down: migration_20261124_184524_owner_portal.down,
    name: '20261124_184524_owner_portal',
  },
  {
    up: migration_20261124_190000_page_views.up,
    down: migration_20261124_190000_page_views.down,
    name: '20261124_190000_page_views',
  },
  {
    up: migration_20261124_191000_owner_reports.up,
    down: migration_20261124_191000_owner_reports.down,
    name: '20261124_191000_owner_reports',
  },
  {
    up: migration_20261124_221008_media_storage.up,
    down: migration_20261124_221008_media_storage.down,
    name: '20261124_221008_media_storage',
  },
  {
    up: migration_20261126_102208_owner_password_reset_job.up,
    down: migration_20261126_102208_owner_password_reset_job.down,
    name: '20261126_102208_owner_password_reset_job',
  },
  {
    up: migration_20261127_210610_listings_feed.up,
    down: migration_20261127_210610_listings_feed.down,
    name: '20261127_210610_listings_feed',
  },
  {
    up: migration_20261127_211603_listings_feed_settings.up,
    down: migration_20261127_211603_listings_feed_settings.down,
    name: '20261127_211603_listings_feed_settings',
  },
  {
    up: migration_20261128_002415_true_facts.up,
    down: migration_20261128_002415_true_facts.down,
    name: '20261128_002415_true_facts',
  },
  {
    up: migration_20261128_002445_visit_confirmation.up,
    down: migration_20261128_002445_visit_confirmation.down,
    name: '20261128_002445_visit_confirmation',
  },
  {
    up: migration_20261128_004809_viager_occupied_answer.up,
    down: migration_20261128_004809_viager_occupied_answer.down,
    name: '20261128_004809_viager_occupied_answer',
  },
  {
    up: migration_20261128_010119_schema_snapshot.up,
    down: migration_20261128_010119_schema_snapshot.down,
    name: '20261128_010119_schema_snapshot',
  },
  {
    up: migration_20261128_030729_mail_layout.up,
    down: migration_20261128_030729_mail_layout.down,
    name: '20261128_030729_mail_layout',
  },
  {
    up: migration_20261128_125254_price_history.up,
    down: migration_20261128_125254_price_history.down,
    name: '20261128_125254_price_history',
  },
  {
    up: migration_20261129_214221_lead_notification_check.up,
    down: migration_20261129_214221_lead_notification_check.down,
    name: '20261129_214221_lead_notification_check'
  },
];
