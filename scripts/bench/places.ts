/**
 * Real Belgian (and a few Luxembourg) municipalities for the bench's generated listings: their
 * postcode, names in nl/fr/en/de as the site shows them, rough centre and a weight (how many
 * listings a town of that size gets, 1–5). Street names per language region, so a listing in
 * Liège is on a 'Rue …' and one in Brussels on a bilingual 'Rue … / …straat'.
 */
import type { Locale } from '../../src/i18n/locales'

/** Which street names a town has: Dutch, French, German, bilingual Brussels, Luxembourg. */
export type Region = 'nl' | 'fr' | 'de' | 'bxl' | 'lu'

export interface Place {
  zip: string
  /** Cities.countryOptions: '10' Belgium, '50' Luxembourg. */
  country: string
  region: Region
  latitude: number
  longitude: number
  weight: number
  names: Record<Locale, string>
}

type Names = [nl: string, fr: string, en: string, de: string]

const place = (zip: string, region: Region, latitude: number, longitude: number, weight: number, n: Names): Place => ({
  zip,
  country: region === 'lu' ? '50' : '10',
  region,
  latitude,
  longitude,
  weight,
  names: { nl: n[0], fr: n[1], en: n[2], de: n[3] },
})

export const PLACES: Place[] = [
  // Flanders
  place('9300', 'nl', 50.937, 4.04, 4, ['Aalst', 'Alost', 'Aalst', 'Aalst']),
  place('8500', 'nl', 50.828, 3.265, 4, ['Kortrijk', 'Courtrai', 'Kortrijk', 'Kortrijk']),
  place('8800', 'nl', 50.946, 3.123, 3, ['Roeselare', 'Roulers', 'Roeselare', 'Roeselare']),
  place('8900', 'nl', 50.851, 2.886, 2, ['Ieper', 'Ypres', 'Ypres', 'Ypern']),
  place('9100', 'nl', 51.165, 4.139, 4, ['Sint-Niklaas', 'Saint-Nicolas', 'Sint-Niklaas', 'Sankt Niklaas']),
  place('9200', 'nl', 51.029, 4.101, 2, ['Dendermonde', 'Termonde', 'Dendermonde', 'Dendermonde']),
  place('2300', 'nl', 51.322, 4.944, 3, ['Turnhout', 'Turnhout', 'Turnhout', 'Turnhout']),
  place('2500', 'nl', 51.131, 4.57, 2, ['Lier', 'Lierre', 'Lier', 'Lier']),
  place('3800', 'nl', 50.816, 5.186, 2, ['Sint-Truiden', 'Saint-Trond', 'Sint-Truiden', 'Sankt Truiden']),
  place('3700', 'nl', 50.781, 5.464, 2, ['Tongeren', 'Tongres', 'Tongeren', 'Tongern']),
  place('3600', 'nl', 50.965, 5.5, 3, ['Genk', 'Genk', 'Genk', 'Genk']),
  place('2200', 'nl', 51.177, 4.835, 2, ['Herentals', 'Herentals', 'Herentals', 'Herentals']),
  place('2400', 'nl', 51.191, 5.116, 2, ['Mol', 'Mol', 'Mol', 'Mol']),
  place('3200', 'nl', 50.987, 4.836, 1, ['Aarschot', 'Aarschot', 'Aarschot', 'Aarschot']),
  place('3300', 'nl', 50.807, 4.938, 2, ['Tienen', 'Tirlemont', 'Tienen', 'Tienen']),
  place('1500', 'nl', 50.734, 4.235, 2, ['Halle', 'Hal', 'Halle', 'Halle']),
  place('1800', 'nl', 50.928, 4.425, 2, ['Vilvoorde', 'Vilvorde', 'Vilvoorde', 'Vilvoorde']),
  place('1700', 'nl', 50.848, 4.259, 2, ['Dilbeek', 'Dilbeek', 'Dilbeek', 'Dilbeek']),
  place('1930', 'nl', 50.883, 4.473, 2, ['Zaventem', 'Saventhem', 'Zaventem', 'Zaventem']),
  place('8300', 'nl', 51.346, 3.287, 3, ['Knokke-Heist', 'Knokke-Heist', 'Knokke-Heist', 'Knokke-Heist']),
  place('8370', 'nl', 51.313, 3.132, 2, ['Blankenberge', 'Blankenberge', 'Blankenberge', 'Blankenberge']),
  place('8620', 'nl', 51.13, 2.752, 2, ['Nieuwpoort', 'Nieuport', 'Nieuwpoort', 'Nieuwpoort']),
  place('8670', 'nl', 51.103, 2.652, 2, ['Koksijde', 'Coxyde', 'Koksijde', 'Koksijde']),
  place('8700', 'nl', 50.999, 3.327, 1, ['Tielt', 'Thielt', 'Tielt', 'Tielt']),
  place('9800', 'nl', 50.982, 3.527, 1, ['Deinze', 'Deinze', 'Deinze', 'Deinze']),
  place('9700', 'nl', 50.845, 3.604, 2, ['Oudenaarde', 'Audenarde', 'Oudenaarde', 'Oudenaarde']),
  place('9600', 'nl', 50.747, 3.601, 1, ['Ronse', 'Renaix', 'Ronse', 'Ronse']),
  place('9500', 'nl', 50.773, 3.882, 1, ['Geraardsbergen', 'Grammont', 'Geraardsbergen', 'Geraardsbergen']),
  place('9160', 'nl', 51.104, 3.993, 2, ['Lokeren', 'Lokeren', 'Lokeren', 'Lokeren']),
  place('9900', 'nl', 51.186, 3.562, 1, ['Eeklo', 'Eeklo', 'Eeklo', 'Eeklo']),
  place('2900', 'nl', 51.253, 4.503, 2, ['Schoten', 'Schoten', 'Schoten', 'Schoten']),
  place('2930', 'nl', 51.291, 4.492, 2, ['Brasschaat', 'Brasschaat', 'Brasschaat', 'Brasschaat']),
  place('2640', 'nl', 51.171, 4.457, 1, ['Mortsel', 'Mortsel', 'Mortsel', 'Mortsel']),
  place('3900', 'nl', 51.215, 5.424, 1, ['Pelt', 'Pelt', 'Pelt', 'Pelt']),
  place('3930', 'nl', 51.25, 5.547, 1, ['Hamont-Achel', 'Hamont-Achel', 'Hamont-Achel', 'Hamont-Achel']),
  place('9820', 'nl', 50.994, 3.745, 1, ['Merelbeke', 'Merelbeke', 'Merelbeke', 'Merelbeke']),
  place('8020', 'nl', 51.155, 3.233, 1, ['Oostkamp', 'Oostkamp', 'Oostkamp', 'Oostkamp']),
  place('1600', 'nl', 50.78, 4.244, 2, [
    'Sint-Pieters-Leeuw',
    'Leeuw-Saint-Pierre',
    'Sint-Pieters-Leeuw',
    'Sint-Pieters-Leeuw',
  ]),
  place('1640', 'nl', 50.749, 4.357, 1, [
    'Sint-Genesius-Rode',
    'Rhode-Saint-Genèse',
    'Sint-Genesius-Rode',
    'Sint-Genesius-Rode',
  ]),
  place('1780', 'nl', 50.909, 4.306, 1, ['Wemmel', 'Wemmel', 'Wemmel', 'Wemmel']),
  place('3080', 'nl', 50.823, 4.514, 2, ['Tervuren', 'Tervueren', 'Tervuren', 'Tervuren']),
  place('3090', 'nl', 50.774, 4.534, 1, ['Overijse', 'Overyse', 'Overijse', 'Overijse']),
  place('1560', 'nl', 50.767, 4.474, 1, ['Hoeilaart', 'Hoeilaart', 'Hoeilaart', 'Hoeilaart']),
  // Brussels-Capital: bilingual streets
  place('1030', 'bxl', 50.867, 4.377, 4, ['Schaarbeek', 'Schaerbeek', 'Schaerbeek', 'Schaerbeek']),
  place('1040', 'bxl', 50.836, 4.389, 3, ['Etterbeek', 'Etterbeek', 'Etterbeek', 'Etterbeek']),
  place('1060', 'bxl', 50.827, 4.346, 3, ['Sint-Gillis', 'Saint-Gilles', 'Saint-Gilles', 'Sankt Gilles']),
  place('1070', 'bxl', 50.838, 4.31, 4, ['Anderlecht', 'Anderlecht', 'Anderlecht', 'Anderlecht']),
  place('1080', 'bxl', 50.855, 4.329, 3, ['Sint-Jans-Molenbeek', 'Molenbeek-Saint-Jean', 'Molenbeek', 'Molenbeek']),
  place('1081', 'bxl', 50.862, 4.328, 1, ['Koekelberg', 'Koekelberg', 'Koekelberg', 'Koekelberg']),
  place('1082', 'bxl', 50.864, 4.293, 1, [
    'Sint-Agatha-Berchem',
    'Berchem-Sainte-Agathe',
    'Berchem-Sainte-Agathe',
    'Sint-Agatha-Berchem',
  ]),
  place('1083', 'bxl', 50.873, 4.309, 1, ['Ganshoren', 'Ganshoren', 'Ganshoren', 'Ganshoren']),
  place('1090', 'bxl', 50.878, 4.326, 2, ['Jette', 'Jette', 'Jette', 'Jette']),
  place('1140', 'bxl', 50.872, 4.403, 2, ['Evere', 'Evere', 'Evere', 'Evere']),
  place('1150', 'bxl', 50.832, 4.432, 3, [
    'Sint-Pieters-Woluwe',
    'Woluwe-Saint-Pierre',
    'Woluwe-Saint-Pierre',
    'Sint-Pieters-Woluwe',
  ]),
  place('1200', 'bxl', 50.847, 4.424, 3, [
    'Sint-Lambrechts-Woluwe',
    'Woluwe-Saint-Lambert',
    'Woluwe-Saint-Lambert',
    'Sint-Lambrechts-Woluwe',
  ]),
  place('1160', 'bxl', 50.817, 4.428, 2, ['Oudergem', 'Auderghem', 'Auderghem', 'Oudergem']),
  place('1170', 'bxl', 50.799, 4.412, 2, [
    'Watermaal-Bosvoorde',
    'Watermael-Boitsfort',
    'Watermael-Boitsfort',
    'Watermaal-Bosvoorde',
  ]),
  place('1190', 'bxl', 50.811, 4.318, 3, ['Vorst', 'Forest', 'Forest', 'Forst']),
  place('1210', 'bxl', 50.853, 4.373, 1, [
    'Sint-Joost-ten-Node',
    'Saint-Josse-ten-Noode',
    'Saint-Josse-ten-Noode',
    'Sint-Joost-ten-Node',
  ]),
  // Wallonia
  place('6000', 'fr', 50.411, 4.444, 5, ['Charleroi', 'Charleroi', 'Charleroi', 'Charleroi']),
  place('7500', 'fr', 50.606, 3.389, 3, ['Doornik', 'Tournai', 'Tournai', 'Doornik']),
  place('7700', 'fr', 50.744, 3.214, 3, ['Moeskroen', 'Mouscron', 'Mouscron', 'Mouscron']),
  place('7100', 'fr', 50.48, 4.187, 3, ['La Louvière', 'La Louvière', 'La Louvière', 'La Louvière']),
  place('4500', 'fr', 50.519, 5.24, 2, ['Hoei', 'Huy', 'Huy', 'Huy']),
  place('4800', 'fr', 50.589, 5.862, 3, ['Verviers', 'Verviers', 'Verviers', 'Verviers']),
  place('4100', 'fr', 50.583, 5.5, 3, ['Seraing', 'Seraing', 'Seraing', 'Seraing']),
  place('4900', 'fr', 50.492, 5.864, 1, ['Spa', 'Spa', 'Spa', 'Spa']),
  place('6700', 'fr', 49.683, 5.816, 2, ['Aarlen', 'Arlon', 'Arlon', 'Arel']),
  place('6900', 'fr', 50.227, 5.344, 1, [
    'Marche-en-Famenne',
    'Marche-en-Famenne',
    'Marche-en-Famenne',
    'Marche-en-Famenne',
  ]),
  place('5500', 'fr', 50.261, 4.912, 1, ['Dinant', 'Dinant', 'Dinant', 'Dinant']),
  place('1340', 'fr', 50.668, 4.612, 2, [
    'Ottignies-Louvain-la-Neuve',
    'Ottignies-Louvain-la-Neuve',
    'Ottignies-Louvain-la-Neuve',
    'Ottignies-Louvain-la-Neuve',
  ]),
  place('1400', 'fr', 50.598, 4.328, 2, ['Nijvel', 'Nivelles', 'Nivelles', 'Nivelles']),
  place('1420', 'fr', 50.683, 4.372, 2, ['Eigenbrakel', "Braine-l'Alleud", "Braine-l'Alleud", "Braine-l'Alleud"]),
  place('1410', 'fr', 50.715, 4.399, 2, ['Waterloo', 'Waterloo', 'Waterloo', 'Waterloo']),
  place('1380', 'fr', 50.687, 4.483, 1, ['Lasne', 'Lasne', 'Lasne', 'Lasne']),
  place('7060', 'fr', 50.579, 4.071, 1, ['Zinnik', 'Soignies', 'Soignies', 'Soignies']),
  place('7190', 'fr', 50.564, 4.176, 1, ['Écaussinnes', 'Écaussinnes', 'Écaussinnes', 'Écaussinnes']),
  place('6200', 'fr', 50.404, 4.525, 1, ['Châtelet', 'Châtelet', 'Châtelet', 'Châtelet']),
  place('5300', 'fr', 50.489, 5.094, 1, ['Andenne', 'Andenne', 'Andenne', 'Andenne']),
  place('4300', 'fr', 50.696, 5.255, 1, ['Borgworm', 'Waremme', 'Waremme', 'Waremme']),
  place('6600', 'fr', 50.0, 5.716, 1, ['Bastenaken', 'Bastogne', 'Bastogne', 'Bastnach']),
  place('6800', 'fr', 49.921, 5.379, 1, [
    'Libramont-Chevigny',
    'Libramont-Chevigny',
    'Libramont-Chevigny',
    'Libramont-Chevigny',
  ]),
  place('7800', 'fr', 50.63, 3.778, 1, ['Aat', 'Ath', 'Ath', 'Ath']),
  place('7300', 'fr', 50.434, 3.795, 1, ['Boussu', 'Boussu', 'Boussu', 'Boussu']),
  place('1470', 'fr', 50.61, 4.451, 1, ['Genepiën', 'Genappe', 'Genappe', 'Genappe']),
  place('4920', 'fr', 50.474, 5.676, 1, ['Aywaille', 'Aywaille', 'Aywaille', 'Aywaille']),
  place('6840', 'fr', 49.841, 5.435, 1, ['Neufchâteau', 'Neufchâteau', 'Neufchâteau', 'Neufchâteau']),
  place('5660', 'fr', 50.053, 4.495, 1, ['Couvin', 'Couvin', 'Couvin', 'Couvin']),
  place('4960', 'fr', 50.426, 6.028, 1, ['Malmedy', 'Malmedy', 'Malmedy', 'Malmedy']),
  place('4950', 'fr', 50.414, 6.112, 1, ['Weismes', 'Waimes', 'Waimes', 'Weismes']),
  // East Belgium: German streets
  place('4700', 'de', 50.628, 6.036, 2, ['Eupen', 'Eupen', 'Eupen', 'Eupen']),
  place('4780', 'de', 50.284, 6.127, 1, ['Sankt Vith', 'Saint-Vith', 'Sankt Vith', 'Sankt Vith']),
  // Luxembourg
  place('4501', 'lu', 49.523, 5.891, 1, ['Differdange', 'Differdange', 'Differdange', 'Differdingen']),
  place('3401', 'lu', 49.481, 6.087, 1, ['Dudelange', 'Dudelange', 'Dudelange', 'Düdelingen']),
  place('9010', 'lu', 49.847, 6.104, 1, ['Ettelbruck', 'Ettelbruck', 'Ettelbruck', 'Ettelbrück']),
  place('9201', 'lu', 49.869, 6.159, 1, ['Diekirch', 'Diekirch', 'Diekirch', 'Diekirch']),
]

/** The street names of a region (Brussels: both languages, as its street signs). */
export const STREETS: Record<Region, string[]> = {
  nl: [
    'Kerkstraat',
    'Stationsstraat',
    'Molenstraat',
    'Dorpsstraat',
    'Nieuwstraat',
    'Schoolstraat',
    'Kapelstraat',
    'Veldstraat',
    'Beukenlaan',
    'Lindelaan',
    'Kastanjelaan',
    'Groenstraat',
    'Hoogstraat',
    'Zandstraat',
    'Meersstraat',
    'Brugstraat',
    'Leopoldlaan',
    'Koning Albertstraat',
    'Sint-Jansstraat',
    'Populierenlaan',
    'Heidestraat',
    'Bosstraat',
    'Eikenlaan',
    'Bergstraat',
    'Vijverstraat',
    'Kouterstraat',
    'Nachtegaalstraat',
    'Rozenstraat',
    'Pastoor Cooremansstraat',
    'Oude Baan',
  ],
  fr: [
    'Rue de la Station',
    "Rue de l'Église",
    'Rue du Moulin',
    'Chaussée de Bruxelles',
    'Avenue des Tilleuls',
    'Rue des Écoles',
    'Place du Marché',
    'Rue Haute',
    'Rue Émile Vandervelde',
    'Rue des Prés',
    'Rue de la Gare',
    'Avenue Reine Astrid',
    'Rue du Château',
    'Rue des Fossés',
    'Rue Saint-Remacle',
    'Rue de Namur',
    'Chemin des Aubépines',
    'Rue du Pont',
    'Rue Léopold',
    'Rue des Hêtres',
    'Allée des Cerisiers',
    'Rue de la Fontaine',
    'Rue du Centre',
    'Rue des Champs',
    'Rue Général Leman',
  ],
  de: [
    'Hauptstraße',
    'Kirchstraße',
    'Bahnhofstraße',
    'Aachener Straße',
    'Klosterstraße',
    'Rathausplatz',
    'Bergstraße',
    'Talstraße',
    'Schulstraße',
    'Lindenweg',
    'Gospertstraße',
    'Neustraße',
  ],
  bxl: [
    'Rue de la Loi / Wetstraat',
    'Avenue Louise / Louizalaan',
    'Rue Haute / Hoogstraat',
    'Chaussée de Wavre / Waversesteenweg',
    'Rue Royale / Koningsstraat',
    'Avenue de la Couronne / Kroonlaan',
    'Rue du Midi / Zuidstraat',
    'Rue de Flandre / Vlaamsesteenweg',
    "Chaussée d'Ixelles / Elsensesteenweg",
    'Avenue Brugmann / Brugmannlaan',
    'Rue Vanderkindere / Vanderkinderestraat',
    'Avenue de Tervueren / Tervurenlaan',
    'Rue du Trône / Troonstraat',
    'Place Flagey / Flageyplein',
    'Rue des Éperonniers / Spoormakersstraat',
  ],
  lu: [
    'Rue de la Gare',
    'Grand-Rue',
    'Rue Principale',
    'Avenue de la Liberté',
    "Rue de l'Alzette",
    "Route d'Arlon",
    'Rue du Canal',
    'Boulevard Royal',
  ],
}

/** The region of a town by its postcode and country (for the sample agency's own cities). */
export function regionOf(zip: string, country: string): Region {
  if (country === '50') return 'lu'
  const n = Number(zip)
  if (n >= 1000 && n < 1300) return 'bxl'
  if (n >= 4700 && n < 4800) return 'de'
  if ((n >= 1300 && n < 1500) || (n >= 4000 && n < 8000)) return 'fr'
  return 'nl'
}
