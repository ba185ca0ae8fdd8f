/**
 * Welsh (Cymraeg) for the installable portal's notices (part of the shell's Welsh
 * catalogue, `./cy.ts`).
 *
 * @module
 */
import type { PwaText } from '../pwaMessages.js';

/** The new-version notice and the offline states in Welsh. */
export const cyPwaText: PwaText = {
  pwaUpdateReady: 'Mae fersiwn newydd yn barod.',
  pwaReload: 'Ail-lwytho',
  pwaOffline:
    "Rydych all-lein. Mae eich sifftiau'n cael eu cadw ar y ddyfais hon; mae angen cysylltiad ar sgriniau eraill.",
  pwaLastUpdated: 'Rydych all-lein: fel y diweddarwyd ddiwethaf {time}.',
};
