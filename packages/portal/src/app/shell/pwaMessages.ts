/**
 * The installable portal's texts (issue 48): the new-version notice, the offline bar and
 * the "last updated" line of the screens kept for offline use. Part of the shell's catalogue
 * (`./shellMessages.ts`); Welsh in `./locales/cy-pwa.ts`. No runtime import here.
 *
 * @module
 */

/** The texts of the new-version notice and the offline states. */
export interface PwaText {
  /** The notice that a new version has been downloaded. */
  pwaUpdateReady: string;
  /** Its button: reloads into the new version. */
  pwaReload: string;
  /** The bar shown while the device has no connection. */
  pwaOffline: string;
  /** A screen kept for offline use, read from the device: "Last updated {time}". */
  pwaLastUpdated: string;
}

/** The English (en-GB) source texts. */
export const enGBPwaText: PwaText = {
  pwaUpdateReady: 'A new version is ready.',
  pwaReload: 'Reload',
  pwaOffline:
    'You are offline. Your shifts are kept on this device; other screens need a connection.',
  pwaLastUpdated: 'You are offline: shown as last updated {time}.',
};
