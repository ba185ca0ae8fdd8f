export { createGeocodeSession, GEOCODE_DELAY_MS } from './session.js';
export type { GeocodeSession, GeocodeSessionOptions, GeocodeSessionState } from './session.js';
