/**
 * Generates areas.generated.ts: one function per top-level accessor of the
 * catalogue (`usersApi(http)`, `shiftsApi(http)`…) that builds those accessors
 * alone from the catalogue modules holding them, so a bundle that makes one
 * typed call carries one area's entries, not the whole catalogue. Run
 * `node scripts/gen-endpoints.mjs`; a test fails when the committed file is stale.
 *
 * @module
 */
import { catalogueAreas } from '../../src/catalogue/index.js';

/** The text of areas.generated.ts (unformatted; the script runs Prettier on it). */
export function generateAreas(): string {
  const modulesOf = new Map<string, Set<string>>();
  const specOf = new Map<string, Set<string>>();
  for (const { area, spec, entries } of catalogueAreas) {
    for (const entry of entries) {
      const key = entry.accessor!.split('.')[0]!;
      (modulesOf.get(key) ?? modulesOf.set(key, new Set()).get(key)!).add(area);
      (specOf.get(key) ?? specOf.set(key, new Set()).get(key)!).add(spec);
    }
  }
  const areas = catalogueAreas.map((a) => a.area);
  const out: string[] = [
    '// Generated from the catalogue by scripts/gen-endpoints.mjs (packages/api-client/scripts/codegen/generateAreas.ts).',
    '// Do not edit: change the catalogue and run `node scripts/gen-endpoints.mjs`.',
    "import type { HttpClient } from '../http/types.js';",
    ...areas.map((a) => `import { ${a}Entries } from '../catalogue/${a}.js';`),
    "import type { VolunteerKitApi } from './api.generated.js';",
    "import { buildArea } from './buildApi.js';",
    '',
  ];
  for (const [key, modules] of modulesOf) {
    const lists = [...modules].map((m) => `${m}Entries`).join(', ');
    const specs = [...specOf.get(key)!].join(', ');
    out.push(
      `/**`,
      ` * The typed \`${key}\` accessors alone (spec ${specs}), the same as \`createApi(http).${key}\`:`,
      ` * a bundle that uses only this carries these catalogue entries, not the whole catalogue.`,
      ` *`,
      ` * @example`,
      ' * ```ts',
      ` * const ${key} = ${key}Api(createHttpClient({ baseURL: '/api/' }));`,
      ' * ```',
      ` */`,
      `export function ${key}Api(http: HttpClient): VolunteerKitApi['${key}'] {`,
      `  return buildArea(http, '${key}', ${lists}) as VolunteerKitApi['${key}'];`,
      `}`,
      '',
    );
  }
  return out.join('\n');
}
