export { PageHeading, pageHeadingCss, SEARCH_DELAY } from './PageHeading.js';
export type {
  Breadcrumb,
  HeaderTab,
  HeaderTabKind,
  PageHeadingProps,
  PageHeadingSearch,
} from './PageHeading.js';
export { DropdownMenu, floatingCss, isSafeHref, Tooltip } from './floating.js';
export type { DropdownMenuProps, MenuItem, TooltipProps } from './floating.js';
