export { createGeocodeSession, GEOCODE_DELAY_MS, PLACE_GEOCODE_TYPES } from './session.js';
export type { GeocodeSession, GeocodeSessionOptions, GeocodeSessionState } from './session.js';
