import type { Sizes } from './bundle.mjs';

export function walk(dir: string): string[];
export function isAsset(file: string): boolean;
export function importsOf(file: string): { statics: string[]; dynamics: string[] };
export function splitDist(
  dir: string,
  entries: string[],
): {
  files: { file: string; initial: boolean; sizes: Sizes }[];
  initial: Sizes;
  lazy: Sizes;
  total: Sizes;
};
export function htmlAssets(htmlFile: string, dir: string): string[];
