/**
 * URL checks for what the API sends to cards (thumbnails, logos, "View details").
 * Kept apart from the markdown renderer so a card can use it without pulling
 * the renderer into the first paint. They live in the api-client (the results
 * URL of the residential search uses them too).
 *
 * @module
 */
export { hasHiddenCharacters, safeUrl } from '@volunteerkit/api-client/validation';
