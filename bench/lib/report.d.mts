export const RESULTS_DIR: string;
export function table(
  headers: string[],
  rows: (string | number)[][],
  align?: ('l' | 'r')[],
): string;
export function writeResult(name: string, markdown: string, data?: unknown): void;
export function median(xs: number[]): number;
export function ratio(ours: number | undefined | null, theirs: number | undefined | null): string;
