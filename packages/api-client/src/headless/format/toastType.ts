/** The types a toast is shown as. */
export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/**
 * Maps a requested toast type to the shown type (spec 2.6 and 8): 'danger' is
 * shown as 'error'; missing or unknown types are 'success'.
 *
 * @example
 * toastType('danger');  // "error"
 * toastType(undefined); // "success"
 */
export function toastType(type?: string | null): ToastKind {
  switch (type) {
    case 'danger':
    case 'error':
      return 'error';
    case 'info':
    case 'warning':
      return type;
    default:
      return 'success';
  }
}
