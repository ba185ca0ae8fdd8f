/**
 * The geocode result types of a place search.
 *
 * @module
 */

/**
 * The geocode result types a place search asks for (`type`, comma-joined, spec
 * 7.3): countries and UK nations as polygons (`geojson`, a circle icon) and the
 * gazetteer's towns and villages (`city`), counties (`county`) and regions
 * (`region`), map markers.
 */
export const PLACE_GEOCODE_TYPES: readonly string[] = ['geojson', 'city', 'county', 'region'];
