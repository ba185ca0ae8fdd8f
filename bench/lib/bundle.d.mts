import type { BuildOptions, Plugin } from 'esbuild';

/** Minified, gzip -9 and brotli byte counts. */
export interface Sizes {
  min: number;
  gzip: number;
  brotli: number;
}
/** One output file of a bundle. */
export interface OutputChunk {
  file: string;
  initial: boolean;
  sizes: Sizes;
}
/** The measured result of one bundle. */
export interface BundleResult {
  initial: Sizes;
  total: Sizes;
  chunks: OutputChunk[];
  exports: string[];
  inputs: Record<string, number>;
  initialInputs: Record<string, number>;
}
/** Options of {@link bundle}. */
export interface BundleOptions {
  external?: string[];
  alias?: Record<string, string>;
  source?: boolean;
}
export const ROOT: string;
export const PREACT_ALIAS: Record<string, string>;
export const REACT_EXTERNAL: string[];
export function measure(code: string | Uint8Array): Sizes;
export function sumSizes(list: Sizes[]): Sizes;
export function workspacePlugin(options?: { source?: boolean }): Plugin;
export function bundle(
  entry: string | { contents: string; resolveDir?: string; loader?: 'js' | 'ts' },
  options?: BundleOptions,
): Promise<BundleResult>;
export function bytesByPackage(inputs: Record<string, number>): [string, number][];
export function packageOf(input: string): string;
export function kib(n: number | undefined | null): string;
export function sharedOptions(options?: BundleOptions): BuildOptions;
export function bundleEach(
  entries: { name: string; contents: string }[],
  options?: BundleOptions,
): Promise<Map<string, Sizes & { inputs: Record<string, number> }>>;
export function findEntryOutput<O extends { entryPoint?: string }>(
  outputs: [string, O][],
  entryPoint: string,
): [string, O] | undefined;
