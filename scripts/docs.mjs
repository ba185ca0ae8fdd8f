#!/usr/bin/env node
// Builds the TypeDoc API reference of the public packages into docs/api
// (generated, not committed). Fails on an undocumented export.
import { pnpm } from './pnpm.mjs';

process.exit(pnpm(['exec', 'typedoc', '--options', 'typedoc.json']));
