export { ToastProvider, Toaster, toasterCss, useToast } from './Toaster.js';
export type { ToastProviderProps, ToasterProps } from './Toaster.js';
export { createToastStore, TOAST_DURATION } from './toastStore.js';
export type { Toast, ToastStore, ToastStoreOptions } from './toastStore.js';
