export {
  OpportunityCard,
  OpportunityCardPlaceholder,
  opportunityCardCss,
  opportunityRibbons,
  opportunityTypeLabel,
} from './OpportunityCard.js';
export type { OpportunityCardProps, OpportunityRibbon } from './OpportunityCard.js';
