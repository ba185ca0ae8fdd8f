import type { Sizes } from '../lib/bundle.mjs';

/** One measured row of the size report. */
export interface Row {
  id: string;
  group: string;
  label: string;
  sizes: Sizes | null;
  lazy?: Sizes | null;
  total?: Sizes | null;
  preact?: Sizes | null;
  note?: string;
  inputs?: Record<string, number>;
}
export function exportsOf(
  spec: string,
  options?: { source?: boolean; external?: string[] },
): Promise<string[] | null>;
export function residentialClientEntry(options?: {
  source?: boolean;
}): Promise<{ contents: string; note?: string } | null>;
export function apiClientRows(): Promise<Row[]>;
export function widgetRows(options?: { source?: boolean }): Promise<Row[]>;
export function embedRows(): Promise<Row[]>;
export function portalRows(): Row[];
