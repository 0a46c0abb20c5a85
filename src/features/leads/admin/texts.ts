import { l } from '@/i18n/admin-text'

/** Texts of the leads inbox's own controls, in the four staff languages. */
export const leadsTexts = {
  quickFilters: l('Quick filters', 'Snelfilters', 'Filtres rapides', 'Schnellfilter'),
  type: l('Form', 'Formulier', 'Formulaire', 'Formular'),
  property: l('Property', 'Pand', 'Bien', 'Immobilie'),
  status: l('Status', 'Status', 'Statut', 'Status'),
  from: l('Received from', 'Ontvangen vanaf', 'Reçues du', 'Eingegangen ab'),
  to: l('up to and including', 'tot en met', "jusqu'au", 'bis einschließlich'),
  any: l('All', 'Alle', 'Toutes', 'Alle'),
  clear: l('Clear the quick filters', 'Snelfilters wissen', 'Effacer les filtres rapides', 'Schnellfilter löschen'),
  exportCsv: l(
    'Export these leads (CSV)',
    'Deze aanvragen exporteren (CSV)',
    'Exporter ces demandes (CSV)',
    'Diese Anfragen exportieren (CSV)',
  ),
  markSelected: l(
    'Mark selected as handled',
    'Selectie als behandeld markeren',
    'Marquer la sélection comme traitée',
    'Auswahl als erledigt markieren',
  ),
  marked: l(
    'Marked as handled.',
    'Als behandeld gemarkeerd.',
    'Marquée(s) comme traitée(s).',
    'Als erledigt markiert.',
  ),
  markHandled: l('Mark as handled', 'Markeren als behandeld', 'Marquer comme traitée', 'Als erledigt markieren'),
  failed: l(
    'That did not work. Try again.',
    'Dat is niet gelukt. Probeer opnieuw.',
    "Cela n'a pas fonctionné. Réessayez.",
    'Das hat nicht geklappt. Versuchen Sie es erneut.',
  ),
}
