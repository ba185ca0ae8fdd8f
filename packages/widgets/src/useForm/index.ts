export { useForm } from './useForm.js';
export type { RegisteredFieldProps, UseFormOptions, UseFormResult } from './useForm.js';
