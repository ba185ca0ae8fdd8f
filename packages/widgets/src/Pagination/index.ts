export { Pagination, paginationCss } from './Pagination.js';
export type { PaginationProps } from './Pagination.js';
