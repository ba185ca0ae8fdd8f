export { LatestOpportunities, latestOpportunitiesCss } from './LatestOpportunities.js';
export type { LatestOpportunitiesProps } from './LatestOpportunities.js';
