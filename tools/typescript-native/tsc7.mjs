#!/usr/bin/env node
// `tsc7`: TypeScript 7's compiler (the native port) under a name of its own, so the
// workspace's `tsc` stays TypeScript 5 (the editor's, TypeDoc's, the consumer checks').
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
await import(join(dirname(require.resolve('typescript/package.json')), 'lib', 'tsc.js'));
