import type { TextFieldSingleValidation } from 'payload'
import { webAddress } from '../../domain/web-address'

/** A text field holding an http(s) address (domain/web-address.ts), or nothing. */
export const webAddressField: TextFieldSingleValidation = (value, { req }) => {
  if (value === null || value === undefined || value.trim() === '') return true
  if (webAddress(value)) return true
  const { t } = req
  // Payload's own 'invalid input' text, in the staff member's language, with the form expected.
  return t('validation:invalidInput') + ' (https://…)'
}
