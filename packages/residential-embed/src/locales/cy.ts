/** Welsh for the embed: only the residential catalogue (a lazy chunk of its own). */
export { cyResidential as residential } from '@volunteerkit/widgets/locale-cy';
