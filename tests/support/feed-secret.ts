/**
 * The CRM push secret the test servers are started with (IMPORT_PUSH_SECRET, Standard Webhooks
 * form), so a test can sign a push as the agency's CRM would.
 */
export const TEST_CRM_SECRET = `whsec_${Buffer.from('the e2e crm push secret, 32 bytes').toString('base64')}`
