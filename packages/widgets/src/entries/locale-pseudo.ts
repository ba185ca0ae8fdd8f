/**
 * `@volunteerkit/widgets/locale-pseudo`: the pseudo-locale `en-XA` (accented
 * English, 30 % longer) for testing layouts and finding texts outside the
 * catalogues. Not for visitors.
 *
 * @module
 */
export {
  enXA,
  enXAPortal,
  enXAResidential,
  pseudoCatalogue,
  pseudoText,
} from '../locales/pseudo.js';
