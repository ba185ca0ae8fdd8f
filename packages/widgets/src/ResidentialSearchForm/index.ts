export {
  ResidentialSearchForm,
  residentialSearchFormCss,
  residentialBaseCss,
} from './ResidentialSearchForm.js';
export type { ResidentialSearchFormProps } from './ResidentialSearchForm.js';
export { residentialResultsHref, goToResultsUrl } from './navigation.js';
export type { ResultsNavigatorWindow } from './navigation.js';
