export { Pagination, paginationCss } from './Pagination.js';
export type { PaginationProps } from './Pagination.js';
export { isPlainClick } from './isPlainClick.js';
export type { ClickLike } from './isPlainClick.js';
