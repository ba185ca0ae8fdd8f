/**
 * Welsh for the embed (a lazy chunk of its own): the residential catalogue, and of the
 * portal building blocks only the cookie settings block's texts.
 */
export {
  cyResidential as residential,
  cyCookieSettings as portal,
} from '@volunteerkit/widgets/locale-cy';
