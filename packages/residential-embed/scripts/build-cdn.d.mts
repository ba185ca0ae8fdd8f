/** integrity.json of a CDN folder. */
export interface CdnManifest {
  version: string;
  /** The loader's file name (the script tag's src). */
  loader: string;
  /** The ES core's file name. */
  core: string;
  /** Every file of the folder (relative path) and its SRI value. */
  files: Record<string, string>;
}

/** `Cache-Control` for every file of a versioned folder. */
export const IMMUTABLE_CACHE: string;
/** The SRI value of some bytes: `sha384-<base64>`. */
export function sri(bytes: Uint8Array): string;
/** The snippet a partner copies, for a folder served at `baseUrl`. */
export function snippet(manifest: CdnManifest & { baseUrl: string }, apiBase?: string): string;
/** Builds `<out>/<version>/` from dist; refuses to overwrite other content. */
export function buildCdn(options?: {
  dist?: string;
  out?: string;
  baseUrl?: string;
}): CdnManifest & { dir: string };
