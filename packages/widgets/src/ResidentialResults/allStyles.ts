import {
  residentialBaseCss,
  residentialSearchFormCss,
} from '../ResidentialSearchForm/ResidentialSearchForm.js';
import { locationAutocompleteCss } from '../LocationAutocomplete/LocationAutocomplete.js';
import { opportunityCardCss } from '../OpportunityCard/OpportunityCard.js';
import { markdownCss } from '../Markdown/Markdown.js';
import { paginationCss } from '../Pagination/Pagination.js';
import { latestOpportunitiesCss } from '../LatestOpportunities/LatestOpportunities.js';
import { residentialResultsCss } from './ResidentialResults.js';
import { residentialHomeCss } from '../ResidentialHome/ResidentialHome.js';

/**
 * Every stylesheet of the residential widgets except the date picker's
 * (`datePickerCss`, shipped with the lazily loaded picker). Pair it with
 * `themeTokensCss` inside a `.vk-root` element (or the embed's shadow root).
 */
export const residentialCss = [
  residentialBaseCss,
  residentialSearchFormCss,
  locationAutocompleteCss,
  opportunityCardCss,
  markdownCss,
  paginationCss,
  latestOpportunitiesCss,
  residentialResultsCss,
  residentialHomeCss,
].join('\n');
