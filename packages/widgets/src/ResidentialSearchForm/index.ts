export {
  ResidentialSearchForm,
  residentialSearchFormCss,
  residentialBaseCss,
} from './ResidentialSearchForm.js';
export type { ResidentialSearchFormProps } from './ResidentialSearchForm.js';
