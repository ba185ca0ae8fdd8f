/**
 * Names people use for places that the gazetteer's data names otherwise: a
 * small, documented table on top of GeoNames (see docs/places.md). Each alias
 * points at one gazetteer area (a county or council area by its GeoNames
 * admin code, e.g. `GB.SCT.V3` for Highland) or one polygon (a UK nation or a
 * country by its id, e.g. `GB-WLS`). A search that matches an alias answers
 * the area itself, labelled with the name typed and the official one
 * ("Eryri (Gwynedd), Wales, United Kingdom"), so the visitor sees where the
 * search will look before choosing it.
 *
 * Only names that are not in the data belong here: national parks and areas
 * people name (the Lake District, Snowdonia/Eryri), historic counties
 * (Perthshire, Argyll) and Welsh names. A leading "the" is optional for every
 * alias ("the Highlands" and "Highlands" both match).
 *
 * @module
 */

/** An alias: the names people type and the area they mean. */
export interface PlaceAlias {
  /** The names, as people write them (the first is the label when several match). */
  names: readonly string[];
  /** `county:<GeoNames admin2 code>`, `region:<admin1 code>` or `polygon:<polygon id>`. */
  target: `county:${string}` | `region:${string}` | `polygon:${string}`;
}

/** The alias table. */
export const PLACE_ALIASES: readonly PlaceAlias[] = [
  // Scotland
  {
    names: ['Highlands', 'Scottish Highlands', 'Highlands of Scotland', 'Isle of Skye', 'Skye'],
    target: 'county:GB.SCT.V3',
  },
  { names: ['Perthshire'], target: 'county:GB.SCT.W1' },
  { names: ['Argyll'], target: 'county:GB.SCT.T8' },
  { names: ['Trossachs', 'Loch Lomond'], target: 'county:GB.SCT.W6' },
  { names: ['Borders'], target: 'county:GB.SCT.T9' },
  // England
  { names: ['Lake District', 'Lakes', 'Lakeland'], target: 'county:GB.ENG.C9' },
  { names: ['Peak District'], target: 'county:GB.ENG.D3' },
  { names: ['Yorkshire Dales', 'North York Moors'], target: 'county:GB.ENG.J7' },
  { names: ['Cotswolds'], target: 'county:GB.ENG.E6' },
  { names: ['Dartmoor'], target: 'county:GB.ENG.D4' },
  { names: ['Exmoor'], target: 'county:GB.ENG.M3' },
  { names: ['New Forest'], target: 'county:GB.ENG.F2' },
  // Wales, in Welsh and English
  { names: ['Snowdonia', 'Eryri'], target: 'county:GB.WLS.Y2' },
  { names: ['Brecon Beacons', 'Bannau Brycheiniog'], target: 'county:GB.WLS.Y8' },
  { names: ['Ynys Môn'], target: 'county:GB.WLS.X1' },
  { names: ['Sir Benfro'], target: 'county:GB.WLS.Y7' },
  { names: ['Sir Gaerfyrddin'], target: 'county:GB.WLS.X7' },
  { names: ['Sir Ddinbych'], target: 'county:GB.WLS.X9' },
  { names: ['Sir y Fflint'], target: 'county:GB.WLS.Y1' },
  { names: ['Sir Fynwy'], target: 'county:GB.WLS.Y4' },
  { names: ['Bro Morgannwg'], target: 'county:GB.WLS.Z3' },
  { names: ['Wrecsam'], target: 'county:GB.WLS.Z4' },
  { names: ['Cymru'], target: 'polygon:GB-WLS' },
  { names: ['Yr Alban'], target: 'polygon:GB-SCT' },
  { names: ['Lloegr'], target: 'polygon:GB-ENG' },
  { names: ['Gogledd Iwerddon'], target: 'polygon:GB-NIR' },
  { names: ['Y Deyrnas Unedig', 'UK', 'Great Britain', 'Britain'], target: 'polygon:826' },
];

/**
 * The name a GeoNames county goes by, without the administrative words that
 * people leave out: "Sir Powys" (Welsh for Powys County) is Powys, "County of
 * Ceredigion" Ceredigion, "District of Rutland" Rutland, "The Scottish
 * Borders" Scottish Borders. Names that would then equal a town's ("Borough of
 * Bury", "City of Edinburgh") are left as they are.
 */
export function plainAreaName(name: string, country: string): string {
  if (country !== 'GB') return name;
  return name.replace(/^(?:Sir |County of |District of |The )(?=\p{Lu})/u, '');
}

/** The label of an area found by an alias: `Eryri (Gwynedd), Wales, United Kingdom`. */
export function aliasLabel(alias: string, areaName: string): string {
  const at = areaName.indexOf(', ');
  const short = at < 0 ? areaName : areaName.slice(0, at);
  const rest = at < 0 ? '' : areaName.slice(at);
  return short === alias ? areaName : `${alias} (${short})${rest}`;
}
