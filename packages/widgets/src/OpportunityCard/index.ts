export {
  OpportunityCard,
  OpportunityCardPlaceholder,
  opportunityCardCss,
  opportunityRibbons,
  opportunityTypeLabel,
} from './OpportunityCard.js';
export type {
  OpportunityApplyUrl,
  OpportunityCardProps,
  OpportunityRibbon,
} from './OpportunityCard.js';
