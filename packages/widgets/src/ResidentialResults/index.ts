export { ResidentialResults, residentialResultsCss } from './ResidentialResults.js';
export type { ResidentialResultsProps } from './ResidentialResults.js';
