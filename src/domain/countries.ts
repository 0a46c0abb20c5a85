import { l } from '../i18n/admin-text'

/** The countries a city can lie in, by the CRM's CountryID. */
export const countryOptions = [
  { label: l('Belgium', 'België', 'Belgique', 'Belgien'), value: '10' },
  { label: l('Luxembourg', 'Luxemburg', 'Luxembourg', 'Luxemburg'), value: '50' },
  { label: l('France', 'Frankrijk', 'France', 'Frankreich'), value: '20' },
  { label: l('Netherlands', 'Nederland', 'Pays-Bas', 'Niederlande'), value: '30' },
  { label: l('Germany', 'Duitsland', 'Allemagne', 'Deutschland'), value: '40' },
]
