/**
 * The files generated from the catalogue, for scripts/gen-endpoints.mjs and the
 * drift test.
 *
 * @module
 */
import { generateApiTypes } from './generateTypes.js';
import { generateModelTypes, generateModelsDoc } from './generateModels.js';
import { generateEndpointsDoc } from './generateDocs.js';
import { generateAreas } from './generateAreas.js';

/** A file generated from the catalogue. */
export interface GeneratedFile {
  /** Path relative to the repository root. */
  path: string;
  /** Raw content, before Prettier. */
  content: string;
  /** Prettier parser. */
  parser: 'typescript' | 'markdown';
}

/** Every generated file. */
export function generatedFiles(): GeneratedFile[] {
  return [
    {
      path: 'packages/api-client/src/models/models.generated.ts',
      content: generateModelTypes(),
      parser: 'typescript',
    },
    {
      path: 'packages/api-client/src/resources/api.generated.ts',
      content: generateApiTypes(),
      parser: 'typescript',
    },
    {
      path: 'packages/api-client/src/resources/areas.generated.ts',
      content: generateAreas(),
      parser: 'typescript',
    },
    { path: 'docs/endpoints.md', content: generateEndpointsDoc(), parser: 'markdown' },
    { path: 'docs/models.md', content: generateModelsDoc(), parser: 'markdown' },
  ];
}
