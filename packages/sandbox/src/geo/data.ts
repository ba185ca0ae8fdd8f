/**
 * Loads bundled geodata files at run time (so the tsc output runs in Node
 * without JSON import attributes).
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Reads and parses a JSON file of an installed package, e.g. `world-atlas/countries-110m.json`. */
export function readPackageJson<T>(specifier: string): T {
  return JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as T;
}
