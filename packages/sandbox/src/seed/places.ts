/**
 * Places of the demo residential opportunities: [name, county, country, lat, lon].
 * Mostly the UK, with a few in Ireland and France.
 *
 * @module
 */
import { distanceKm } from '../geo/distance.js';

/** A demo place. */
export type DemoPlace = readonly [
  name: string,
  county: string,
  country: string,
  lat: number,
  lon: number,
];

/** The demo places. */
export const DEMO_PLACES: readonly DemoPlace[] = [
  ['Aviemore', 'Highland', 'United Kingdom', 57.1947, -3.8236],
  ['Fort William', 'Highland', 'United Kingdom', 56.8198, -5.1052],
  ['Pitlochry', 'Perth and Kinross', 'United Kingdom', 56.7046, -3.7296],
  ['Aberfeldy', 'Perth and Kinross', 'United Kingdom', 56.6223, -3.8676],
  ['Callander', 'Stirling', 'United Kingdom', 56.2446, -4.2138],
  ['Peebles', 'Scottish Borders', 'United Kingdom', 55.651, -3.189],
  ['Moffat', 'Dumfries and Galloway', 'United Kingdom', 55.332, -3.442],
  ['Ballater', 'Aberdeenshire', 'United Kingdom', 57.0496, -3.0385],
  ['Keswick', 'Cumbria', 'United Kingdom', 54.6013, -3.1347],
  ['Ambleside', 'Cumbria', 'United Kingdom', 54.4287, -2.9613],
  ['Hexham', 'Northumberland', 'United Kingdom', 54.9714, -2.1019],
  ['Rothbury', 'Northumberland', 'United Kingdom', 55.3094, -1.91],
  ['Helmsley', 'North Yorkshire', 'United Kingdom', 54.246, -1.059],
  ['Hawes', 'North Yorkshire', 'United Kingdom', 54.304, -2.196],
  ['Bakewell', 'Derbyshire', 'United Kingdom', 53.214, -1.676],
  ['Castleton', 'Derbyshire', 'United Kingdom', 53.344, -1.776],
  ['Ludlow', 'Shropshire', 'United Kingdom', 52.368, -2.718],
  ['Church Stretton', 'Shropshire', 'United Kingdom', 52.538, -2.803],
  ['Thetford', 'Norfolk', 'United Kingdom', 52.413, 0.749],
  ['Stroud', 'Gloucestershire', 'United Kingdom', 51.745, -2.215],
  ['Stow-on-the-Wold', 'Gloucestershire', 'United Kingdom', 51.93, -1.723],
  ['Lyndhurst', 'Hampshire', 'United Kingdom', 50.872, -1.576],
  ['Midhurst', 'West Sussex', 'United Kingdom', 50.986, -0.738],
  ['Dorking', 'Surrey', 'United Kingdom', 51.232, -0.331],
  ['Okehampton', 'Devon', 'United Kingdom', 50.739, -4.003],
  ['Tavistock', 'Devon', 'United Kingdom', 50.549, -4.144],
  ['Dulverton', 'Somerset', 'United Kingdom', 51.04, -3.55],
  ['Bodmin', 'Cornwall', 'United Kingdom', 50.471, -4.724],
  ['Brecon', 'Powys', 'United Kingdom', 51.946, -3.389],
  ['Llandovery', 'Carmarthenshire', 'United Kingdom', 51.995, -3.796],
  ['Betws-y-Coed', 'Conwy', 'United Kingdom', 53.092, -3.801],
  ['Bala', 'Gwynedd', 'United Kingdom', 52.911, -3.596],
  ['Enniskillen', 'Fermanagh', 'United Kingdom', 54.344, -7.632],
  ['Ballymena', 'Antrim', 'United Kingdom', 54.864, -6.276],
  ['Athlone', 'Westmeath', 'Ireland', 53.4239, -7.9407],
  ['Kilkenny', 'Kilkenny', 'Ireland', 52.6541, -7.2448],
  ['Tullamore', 'Offaly', 'Ireland', 53.2739, -7.4889],
  ['Limoges', 'Haute-Vienne', 'France', 45.8336, 1.2611],
  ['Clermont-Ferrand', 'Puy-de-Dôme', 'France', 45.7797, 3.0863],
];

/**
 * Where each base is: its town, county, country and position. A demo advert whose
 * place has no base near it (Dorking, Limoges…) is advertised at the town of the base
 * that runs it instead, so an advert and its team always agree (issue 46).
 */
export const BASE_TOWNS: Readonly<Record<string, DemoPlace>> = {
  'Aviemore base': ['Aviemore', 'Highland', 'United Kingdom', 57.1947, -3.8236],
  'Fort William base': ['Fort William', 'Highland', 'United Kingdom', 56.8198, -5.1052],
  'Ullapool base': ['Ullapool', 'Highland', 'United Kingdom', 57.8953, -5.1605],
  'Skye base': ['Portree', 'Highland', 'United Kingdom', 57.4125, -6.1961],
  'Callander base': ['Callander', 'Stirling', 'United Kingdom', 56.2446, -4.2138],
  'Pitlochry base': ['Pitlochry', 'Perth and Kinross', 'United Kingdom', 56.7046, -3.7296],
  'Stirling base': ['Stirling', 'Stirling', 'United Kingdom', 56.1165, -3.9369],
  'Keswick base': ['Keswick', 'Cumbria', 'United Kingdom', 54.6013, -3.1347],
  'Hexham base': ['Hexham', 'Northumberland', 'United Kingdom', 54.9714, -2.1019],
  'Ambleside base': ['Ambleside', 'Cumbria', 'United Kingdom', 54.4287, -2.9613],
  'Alnwick base': ['Alnwick', 'Northumberland', 'United Kingdom', 55.4133, -1.7063],
  'Okehampton base': ['Okehampton', 'Devon', 'United Kingdom', 50.739, -4.003],
  'Bodmin base': ['Bodmin', 'Cornwall', 'United Kingdom', 50.471, -4.724],
  'Exmoor base': ['Dulverton', 'Somerset', 'United Kingdom', 51.04, -3.55],
  'Bakewell base': ['Bakewell', 'Derbyshire', 'United Kingdom', 53.214, -1.676],
  'Buxton base': ['Buxton', 'Derbyshire', 'United Kingdom', 53.2587, -1.9106],
  'Malvern base': ['Great Malvern', 'Worcestershire', 'United Kingdom', 52.1117, -2.3253],
  'Betws-y-Coed base': ['Betws-y-Coed', 'Conwy', 'United Kingdom', 53.092, -3.801],
  'Bala base': ['Bala', 'Gwynedd', 'United Kingdom', 52.911, -3.596],
  'Llanberis base': ['Llanberis', 'Gwynedd', 'United Kingdom', 53.119, -4.129],
  'Brecon base': ['Brecon', 'Powys', 'United Kingdom', 51.946, -3.389],
  'Abergavenny base': ['Abergavenny', 'Monmouthshire', 'United Kingdom', 51.824, -3.0167],
  'Gower base': ['Rhossili', 'Swansea', 'United Kingdom', 51.5686, -4.2906],
  'Enniskillen base': ['Enniskillen', 'Fermanagh', 'United Kingdom', 54.344, -7.632],
  'Belleek base': ['Belleek', 'Fermanagh', 'United Kingdom', 54.4787, -8.0923],
  'Ballycastle base': ['Ballycastle', 'Antrim', 'United Kingdom', 55.2044, -6.2418],
};

/**
 * The base (a site team named `<town> base`) that runs the adverts of a demo
 * place: the nearest base whose town is a demo place, within `maxKm`
 * (Aberfeldy -> Pitlochry base); `undefined` when none is that near.
 */
export function nearestBase(
  place: string,
  bases: readonly string[],
  maxKm = 150,
): string | undefined {
  const at = new Map(DEMO_PLACES.map(([name, , , lat, lon]) => [name, [lat, lon] as const]));
  const from = at.get(place);
  if (!from) return undefined;
  let best: string | undefined;
  let bestKm = maxKm;
  for (const base of bases) {
    const to = at.get(base.replace(/ base$/, ''));
    if (!to) continue;
    const km = distanceKm(from[0], from[1], to[0], to[1]);
    if (km <= bestKm) {
      best = base;
      bestKm = km;
    }
  }
  return best;
}

/** Activities of residential opportunities: [title, advert]. */
export const ACTIVITIES: readonly (readonly [string, string])[] = [
  [
    'Woodland conservation week',
    'Help **restore native woodland**: coppicing, tree planting and path repairs with our rangers.',
  ],
  [
    'Dry-stone walling residential',
    'Learn a traditional craft and rebuild field boundaries. _All tools and training provided._',
  ],
  [
    'Peatland restoration camp',
    'Block drainage ditches and re-wet the bog so it can store carbon again.',
  ],
  [
    'Wildlife survey volunteer',
    'Count birds, bats and butterflies and record what you find for the national database.',
  ],
  [
    'Youth activity leader',
    'Lead outdoor activities for young people on a week-long adventure holiday.',
  ],
  [
    'Farm volunteer',
    'Lend a hand with animals, hedges and the vegetable garden on a community farm.',
  ],
  ['Coastal clean-up crew', 'Clear litter from beaches and dunes and survey what washes up.'],
  [
    'Heritage garden volunteer',
    'Care for a historic walled garden: weeding, pruning and guiding visitors.',
  ],
  [
    'Trail building team',
    'Build and repair upland footpaths so walkers can enjoy the hills without eroding them.',
  ],
  [
    'Holiday support volunteer',
    'Support disabled guests to enjoy an accessible holiday with friends.',
  ],
];
