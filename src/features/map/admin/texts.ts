import { l } from '@/i18n/admin-text'

/** Texts of the back office's location map, in the four staff languages. */
export const locationTexts = {
  label: l('Position on the map', 'Positie op de kaart', 'Position sur la carte', 'Position auf der Karte'),
  help: l(
    'Click the map or drag the pin to set the latitude and longitude; save the document to keep them.',
    'Klik op de kaart of versleep de speld om de breedte- en lengtegraad in te vullen; sla het document op om ze te bewaren.',
    'Cliquez sur la carte ou déplacez l’épingle pour remplir la latitude et la longitude ; enregistrez le document pour les conserver.',
    'Klicken Sie auf die Karte oder ziehen Sie die Nadel, um Breiten- und Längengrad zu setzen; speichern Sie das Dokument, um sie zu behalten.',
  ),
  map: l(
    'Map to place the position',
    'Kaart om de positie te plaatsen',
    'Carte pour placer la position',
    'Karte zum Setzen der Position',
  ),
  current: l('Current position', 'Huidige positie', 'Position actuelle', 'Aktuelle Position'),
  none: l(
    'No position yet: click the map to place one.',
    'Nog geen positie: klik op de kaart om er een te plaatsen.',
    'Pas encore de position : cliquez sur la carte pour en placer une.',
    'Noch keine Position: Klicken Sie auf die Karte, um eine zu setzen.',
  ),
}
