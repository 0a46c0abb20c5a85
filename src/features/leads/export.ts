import type { Endpoint, Payload, PayloadRequest, Where } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'
import { refuseUnlessStaff, staffProblem } from '@/platform/api/staff-endpoint'
import { toCsv, type CsvValue } from '@/platform/csv'
import { locales, type Locale } from '@/i18n/locales'
import { ADMIN_LANGUAGES, type AdminLanguage, type AdminText } from '@/i18n/admin-text'
import type { Lead } from '@/payload/payload-types'
import { leadLabels, leadOptions } from './collections/lead-labels'
import { exportWords, formFieldLabels } from './columns'
import { staffValue, yesNo } from './values'
import { relationId } from '@/domain/relation'
import { officeParts } from './office-time'

/**
 * The leads inbox as a CSV file (platform/csv.ts: Belgian Excel opens it as it is): the leads of
 * the list's current query (quick filters, the filters panel, the search box), every field of
 * the lead, the form's own fields flattened into one column each.
 */

/** 'YYYY-MM-DD HH:mm' in Belgian time: a format Excel reads as a date in every language. */
export function officeTime(iso: string | null | undefined): string {
  const p = officeParts(iso)
  return p ? `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}` : ''
}

const option = (key: keyof typeof leadOptions, value: unknown, language: AdminLanguage): string =>
  typeof value === 'string' ? ((leadOptions[key] as Record<string, AdminText>)[value]?.[language] ?? value) : ''

/** Names of the properties and projects the leads point to (one query each). */
export interface LeadRelations {
  properties: Map<number, string>
  projects: Map<number, string>
}

/** The header and the rows of the export, in the staff member's language. */
export async function leadTable(
  payload: Payload,
  leads: Lead[],
  relations: LeadRelations,
  language: AdminLanguage,
): Promise<CsvValue[][]> {
  const formKeys = new Set<string>()
  for (const lead of leads) {
    const fields = lead.fields
    if (fields && typeof fields === 'object' && !Array.isArray(fields))
      for (const key of Object.keys(fields)) formKeys.add(key)
  }
  const known = Object.keys(formFieldLabels)
  const ordered = [
    ...known.filter((k) => formKeys.has(k)),
    ...[...formKeys].filter((k) => !(k in formFieldLabels)).sort(),
  ]
  const label = (key: keyof typeof leadLabels) => leadLabels[key][language]
  const header: CsvValue[] = [
    exportWords.id[language],
    exportWords.createdAt[language],
    label('type'),
    label('status'),
    label('verification'),
    label('name'),
    label('email'),
    label('locale'),
    label('property'),
    exportWords.project[language],
    label('notes'),
    label('privacy'),
    label('newsletter'),
    label('sourcePage'),
    label('utm'),
    exportWords.anonymisedAt[language],
    ...ordered.map((k) => formFieldLabels[k]?.[language] ?? k),
  ]
  // A form's value as the visitor chose it (an option's label, a city's name), not its code.
  const formCell = async (key: string, value: unknown): Promise<CsvValue> =>
    (await staffValue(payload, language, key, value)) ?? ''
  const rows = await Promise.all(
    leads.map(async (lead): Promise<CsvValue[]> => {
      const fields = (lead.fields && typeof lead.fields === 'object' ? lead.fields : {}) as Record<string, unknown>
      const property = relationId(lead.property)
      const project = relationId(lead.project)
      const utm =
        lead.utm && typeof lead.utm === 'object' && !Array.isArray(lead.utm)
          ? Object.entries(lead.utm as Record<string, unknown>)
              .map(([k, v]) => `${k}=${String(v)}`)
              .join(' ')
          : ''
      return [
        lead.id,
        officeTime(lead.createdAt),
        option('type', lead.type, language),
        option('status', lead.status, language),
        option('verification', lead.verification, language),
        lead.name ?? '',
        lead.email ?? '',
        lead.locale?.toUpperCase() ?? '',
        property === null ? '' : (relations.properties.get(property) ?? String(property)),
        project === null ? '' : (relations.projects.get(project) ?? String(project)),
        lead.notes ?? '',
        yesNo(lead.consents?.privacy ?? false, language),
        yesNo(lead.consents?.newsletter ?? false, language),
        lead.sourcePage ?? '',
        utm,
        officeTime(lead.anonymisedAt),
        ...(await Promise.all(ordered.map((k) => formCell(k, fields[k])))),
      ]
    }),
  )
  return [header, ...rows]
}

/** The back office's language, as Payload resolved it for the request. */
export function adminLanguageOf(req: PayloadRequest): AdminLanguage {
  const language = req.i18n?.language
  return (ADMIN_LANGUAGES as readonly string[]).includes(language) ? (language as AdminLanguage) : 'en'
}

function parseWhere(raw: unknown): Where | undefined | false {
  if (raw === undefined || raw === '') return undefined
  if (typeof raw === 'string') {
    try {
      const parsed = JSON.parse(raw) as unknown
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Where) : false
    } catch {
      return false
    }
  }
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Where) : false
}

/** The list's query: its `where`, and its search box as the list applies it. */
function queryOf(req: PayloadRequest): Where | false {
  const where = parseWhere(req.query?.where)
  if (where === false) return false
  const search = typeof req.query?.search === 'string' ? req.query.search.trim() : ''
  return mergeListSearchAndWhere({ collectionConfig: req.payload.collections.leads.config, search, where: where ?? {} })
}

async function relationsOf(req: PayloadRequest, leads: Lead[], locale: Locale): Promise<LeadRelations> {
  const ids = (key: 'property' | 'project') => [
    ...new Set(leads.map((l) => relationId(l[key])).filter((id): id is number => id !== null)),
  ]
  const [propertyIds, projectIds] = [ids('property'), ids('project')]
  const [properties, projects] = await Promise.all([
    propertyIds.length
      ? req.payload.find({
          collection: 'properties',
          where: { id: { in: propertyIds } },
          select: { reference: true, title: true },
          pagination: false,
          depth: 0,
          locale,
          trash: true,
          draft: true,
          req,
        })
      : null,
    projectIds.length
      ? req.payload.find({
          collection: 'projects',
          where: { id: { in: projectIds } },
          select: { title: true },
          pagination: false,
          depth: 0,
          locale,
          trash: true,
          draft: true,
          req,
        })
      : null,
  ])
  return {
    properties: new Map((properties?.docs ?? []).map((p) => [p.id, `${p.reference} – ${p.title ?? ''}`.trim()])),
    projects: new Map((projects?.docs ?? []).map((p) => [p.id, p.title ?? String(p.id)])),
  }
}

/** `GET /api/leads/export?where=…&search=…&sort=…` (staff): the CSV file of the list as filtered. */
export const leadsExportEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    const refused = refuseUnlessStaff(req)
    if (refused) return refused
    const where = queryOf(req)
    if (where === false) return staffProblem(req, 400, 'where')
    const sort = typeof req.query?.sort === 'string' && req.query.sort ? req.query.sort : '-createdAt'
    const language = adminLanguageOf(req)
    const { docs } = await req.payload.find({
      collection: 'leads',
      where,
      sort,
      pagination: false,
      depth: 0,
      user: req.user,
      overrideAccess: false,
      req,
    })
    const locale: Locale = (locales as readonly string[]).includes(language) ? (language as Locale) : 'nl'
    const csv = toCsv(await leadTable(req.payload, docs, await relationsOf(req, docs, locale), language))
    const day = officeTime(new Date().toISOString()).slice(0, 10)
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exportWords.fileName[language]}-${day}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}
