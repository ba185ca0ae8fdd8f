/**
 * The shared states' part of the shell catalogue (`./shellMessages.ts`):
 * loading, empty lists, "Try again", the screen's error boundary and the words
 * of every error. The sign-in screen needs these and nothing else of the
 * shell, so they live apart and the first screen does not carry the header's
 * and the search palette's texts (the portal's 100 KiB first-screen budget).
 * Same catalogue name: a loaded translation of the shell covers both parts.
 *
 * @module
 */

/** The catalogue's name in the loaded catalogues. */
export const SHELL_CATALOGUE = 'shell';

/** The texts of the shared states and errors. */
export interface StateText {
  loading: string;
  empty: string;
  tryAgain: string;
  screenFailed: string;
  screenFailedHint: string;
  errorSessionEnded: string;
  /** A refusal naming the permissions: "This needs the {permissions} permission, …". */
  errorNeedsPermission: string;
  /** Joins the missing permissions' names (" or "). */
  errorOr: string;
  errorRoleRefuses: string;
  errorAskAdministrator: string;
  errorNotFound: string;
  errorConflict: string;
  errorInvalid: string;
  errorTooMany: string;
  errorService: string;
  errorNetwork: string;
  /** A screen that needs a connection, opened while the device is offline (issue 48). */
  errorOffline: string;
  errorUnknown: string;
}

/** The English (en-GB) source texts of the shared states and errors. */
export const enGBStateText: StateText = {
  loading: 'Loading…',
  empty: 'Nothing here yet.',
  tryAgain: 'Try again',
  screenFailed: 'This screen could not be shown',
  screenFailedHint:
    'The server sent something the portal did not expect. Other screens still work.',
  errorSessionEnded: 'Your session has ended. Sign in again to carry on.',
  errorNeedsPermission:
    'This needs the {permissions} permission, which your role does not include.',
  errorOr: ' or ',
  errorRoleRefuses: 'Your role does not allow this.',
  errorAskAdministrator:
    'An administrator of your organisation can give it to your role if you need it.',
  errorNotFound: 'This record was not found. It may have been deleted.',
  errorConflict: 'Someone else changed this record meanwhile. Reload it to see their changes.',
  errorInvalid: 'Some of the details are not valid. Check them and save again.',
  errorTooMany: 'Too many requests at once. Wait a moment and try again.',
  errorService: 'The service had a problem. Try again in a moment.',
  errorNetwork: 'The server could not be reached. Check your connection and try again.',
  errorOffline:
    'You are offline, and this screen needs a connection. Your shifts are kept on this device: open My shifts.',
  errorUnknown: 'Something went wrong. Try again.',
};
