import { LocationField as LocationField_ffe550ca67dcf9bb58a7f30ca9df9885 } from '../../../features/map/admin/LocationField'
import { MatchingAlerts as MatchingAlerts_384c4c1d5a22ba2a5a06e943fbd10d8b } from '../../../features/alerts/admin/MatchingAlerts'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FormDataField as FormDataField_23eb8d4e374dd93bab9ca54db819c317 } from '../../../features/leads/admin/FormDataField'
import { ReceivedCell as ReceivedCell_1c96468006531a90a279ccda13a6e8d6 } from '../../../features/leads/admin/ReceivedCell'
import { LeadsToolbar as LeadsToolbar_4d8b327bcb7d00609f27f33a50f39238 } from '../../../features/leads/admin/LeadsToolbar'
import { MarkHandledButton as MarkHandledButton_7a3e536b67ccf5f692942057810cde2e } from '../../../features/leads/admin/MarkHandledButton'
import { RetryMailField as RetryMailField_2ebe5c92d6c413436251bacafbd4acad } from '../../../platform/mail/admin/RetryMailButton'
import { RetryMailCell as RetryMailCell_2ebe5c92d6c413436251bacafbd4acad } from '../../../platform/mail/admin/RetryMailButton'
import { InviteOwner as InviteOwner_1674ac7f3574c9383d5aacfb3cfad0d5 } from '../../../features/owners/admin/InviteOwner'
import { SendInvitationButton as SendInvitationButton_d1383e1f300b6c8239684cff8104203a } from '../../../features/owners/admin/SendInvitationButton'
import { ImportReportField as ImportReportField_d3e753fe38ff80e41bdbee12a4e02c86 } from '../../../features/listings-feed/admin/ImportReportField'
import { RunImportPanel as RunImportPanel_fe175a549d8d4ff34fe0391b688cd903 } from '../../../features/listings-feed/admin/RunImportPanel'
import { PersonalDataTool as PersonalDataTool_1cd8dce401bfe9b9e830df517ddcecbc } from '../../../features/privacy/admin/PersonalDataTool'
import { AttackNotice as AttackNotice_bc3c9c50ab81b758bd7fece6507f952d } from '../../../platform/auth/admin/AttackNotice'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { StaffPasswordHelp as StaffPasswordHelp_60838483d5ca4814f837d3a375e8accd } from '../../../platform/auth/admin/StaffPasswordHelp'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/features/map/admin/LocationField#LocationField": LocationField_ffe550ca67dcf9bb58a7f30ca9df9885,
  "/features/alerts/admin/MatchingAlerts#MatchingAlerts": MatchingAlerts_384c4c1d5a22ba2a5a06e943fbd10d8b,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/features/leads/admin/FormDataField#FormDataField": FormDataField_23eb8d4e374dd93bab9ca54db819c317,
  "/features/leads/admin/ReceivedCell#ReceivedCell": ReceivedCell_1c96468006531a90a279ccda13a6e8d6,
  "/features/leads/admin/LeadsToolbar#LeadsToolbar": LeadsToolbar_4d8b327bcb7d00609f27f33a50f39238,
  "/features/leads/admin/MarkHandledButton#MarkHandledButton": MarkHandledButton_7a3e536b67ccf5f692942057810cde2e,
  "/platform/mail/admin/RetryMailButton#RetryMailField": RetryMailField_2ebe5c92d6c413436251bacafbd4acad,
  "/platform/mail/admin/RetryMailButton#RetryMailCell": RetryMailCell_2ebe5c92d6c413436251bacafbd4acad,
  "/features/owners/admin/InviteOwner#InviteOwner": InviteOwner_1674ac7f3574c9383d5aacfb3cfad0d5,
  "/features/owners/admin/SendInvitationButton#SendInvitationButton": SendInvitationButton_d1383e1f300b6c8239684cff8104203a,
  "/features/listings-feed/admin/ImportReportField#ImportReportField": ImportReportField_d3e753fe38ff80e41bdbee12a4e02c86,
  "/features/listings-feed/admin/RunImportPanel#RunImportPanel": RunImportPanel_fe175a549d8d4ff34fe0391b688cd903,
  "/features/privacy/admin/PersonalDataTool#PersonalDataTool": PersonalDataTool_1cd8dce401bfe9b9e830df517ddcecbc,
  "/platform/auth/admin/AttackNotice#AttackNotice": AttackNotice_bc3c9c50ab81b758bd7fece6507f952d,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/platform/auth/admin/StaffPasswordHelp#StaffPasswordHelp": StaffPasswordHelp_60838483d5ca4814f837d3a375e8accd,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
