export { paginationWindow, paginationStats, formatPaginationStats } from './pagination.js';
export type {
  PaginationItem,
  PaginationWindowOptions,
  PaginationStatsInput,
  PaginationStats,
} from './pagination.js';
