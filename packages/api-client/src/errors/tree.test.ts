/**
 * Every error class the packages export sits under VolunteerKitError, names itself
 * (minification-proof `kind`) and keeps its own fields; and no source file declares
 * an error class outside that tree.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SchedulingInputError } from '../headless/scheduling/types.js';
import { TeamTreeError } from '../headless/teamTree/teamIndex.js';
import { ValidationRuleError } from '../headless/validation/rules.js';
import {
  OperationNotAllowedError,
  PathParamError,
  ResponseValidationError,
} from '../resources/errors.js';
import { VolunteerKitError } from './errors.js';

const root = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') continue;
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$|\.test-d\.ts$/.test(name)) out.push(path);
  }
  return out;
}

describe('the error tree', () => {
  it.each([
    ['OperationNotAllowedError', new OperationNotAllowedError('list', '/x/', ['show'])],
    ['PathParamError', new PathParamError('id', '/x/{id}', 'is required')],
    ['ResponseValidationError', new ResponseValidationError('GET /x/', 'User', [])],
    ['SchedulingInputError', new SchedulingInputError('date', 'bad')],
    ['ValidationRuleError', new ValidationRuleError('unknown rule', 'nope')],
    ['TeamTreeError', new TeamTreeError('cycle')],
  ])('%s is a VolunteerKitError that names itself', (kind, error) => {
    expect(error).toBeInstanceOf(VolunteerKitError);
    expect(error).toBeInstanceOf(Error);
    expect(error.kind).toBe(kind);
    expect(error.name).toBe(kind);
  });

  it('no client-side package declares an error class outside VolunteerKitError', () => {
    const offenders: string[] = [];
    for (const pkg of ['api-client', 'widgets', 'residential-embed']) {
      for (const file of sources(join(root, 'packages', pkg, 'src'))) {
        const text = readFileSync(file, 'utf8');
        for (const m of text.matchAll(/class (\w+) extends (\w+)/g)) {
          if (
            /(Error|TypeError|RangeError)$/.test(m[2]!) &&
            !/^(VolunteerKitError|ApiError)$/.test(m[2]!)
          )
            if (m[1] !== 'VolunteerKitError') offenders.push(`${relative(root, file)}: ${m[1]}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
