// Size of the portal's data table (issue 17): TanStack Table (only the features the
// table registers) and TanStack Virtual, our table code on top, and the built chunk
// that carries them, with the same esbuild settings as every size benchmark (react
// external). The portal loads the table only with the list screens' chunks.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundle, kib, measure, REACT_EXTERNAL, ROOT } from '../lib/bundle.mjs';
import { table, writeResult } from '../lib/report.mjs';

const PORTAL = join(ROOT, 'packages/portal');
const piece = (contents) =>
  bundle({ contents, resolveDir: PORTAL, loader: 'js' }, { external: REACT_EXTERNAL });

const tanstackTable = await piece(
  `import { useTable, tableFeatures, rowSortingFeature, rowSelectionFeature } from '@tanstack/react-table';
   export const features = tableFeatures({ rowSortingFeature, rowSelectionFeature });
   export { useTable };`,
);
const tanstackVirtual = await piece(`export { useVirtualizer } from '@tanstack/react-virtual';`);
const both = await piece(
  `import { useTable, tableFeatures, rowSortingFeature, rowSelectionFeature } from '@tanstack/react-table';
   export { useVirtualizer } from '@tanstack/react-virtual';
   export const features = tableFeatures({ rowSortingFeature, rowSelectionFeature });
   export { useTable };`,
);
const ours = await bundle(join(PORTAL, 'src/app/ui/table/ListView.tsx'), {
  source: true,
  external: [...REACT_EXTERNAL, '@tanstack/*', '@volunteerkit/*', 'react-router'],
});

const assets = join(PORTAL, 'dist/assets');
const chunks = existsSync(assets)
  ? readdirSync(assets)
      .filter((f) => /^(RecordTable|ListScreen)-.*\.(js|css)$/.test(f))
      .map((f) => [f, measure(readFileSync(join(assets, f)))])
  : [];

const rows = [
  ['TanStack Table 9 (`useTable`, sorting and selection features)', kib(tanstackTable.total.gzip)],
  ['TanStack Virtual 3 (`useVirtualizer`)', kib(tanstackVirtual.total.gzip)],
  ['both together', kib(both.total.gzip)],
  ['our table code (`app/ui/table`, libraries external)', kib(ours.total.gzip)],
  ...chunks.map(([f, s]) => [`built chunk \`${f}\``, kib(s.gzip)]),
];
const md = [
  '## Data tables',
  '',
  'The one table of the portal (`app/ui/table`: sort, filters, column chooser, selection, bulk actions, CSV export, saved views, virtualisation), gzip -9 KiB, react external. It is in the list screens’ chunks only; the sign-in screen and the first screen do not load it.',
  '',
  table(['Code', 'gzip KiB'], rows, ['l', 'r']),
  '',
].join('\n');
writeResult('data-table', md, {
  tanstackTable: tanstackTable.total,
  tanstackVirtual: tanstackVirtual.total,
  both: both.total,
  ours: ours.total,
});
console.log(md);
