/** Raw, gzip and brotli byte counts. */
export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
/** A set of files and their summed sizes. */
export interface SizeSum extends Sizes {
  files: string[];
}
/** What {@link measureEmbed} returns. */
export interface EmbedSizeReport {
  files: Record<string, Sizes>;
  firstPaint: Record<'search' | 'results' | 'latest', SizeSum>;
  lazy: SizeSum;
  total: SizeSum;
  /** The lazily loaded calendar chunk (react-day-picker + date-fns). */
  calendar: SizeSum;
  /** Everything but the calendar chunk. */
  withoutCalendar: SizeSum;
}
/** Budgets in bytes (gzip). */
export const BUDGETS: {
  firstPaint: number;
  totalTarget: number;
  total: number;
  totalWithoutCalendar: number;
};
/** The classic loader's file name. */
export const LOADER: string;
/** The views measured. */
export const VIEWS: readonly ('search' | 'results' | 'latest')[];
/** Measures a built embed directory. */
export function measureEmbed(distDir: string): EmbedSizeReport;
/** A printable table. */
export function formatReport(report: EmbedSizeReport): string;
