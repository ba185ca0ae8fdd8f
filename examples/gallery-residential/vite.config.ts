import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

// Three pages: the gallery (index.html), the search home (/search/) and the
// results page at the spec's path (/residential-opportunities/results/), so the
// form's Search button really navigates there. Widgets compile from source.
const page = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { proxy: { '/api/': 'http://127.0.0.1:4010' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      input: {
        gallery: page('./index.html'),
        search: page('./search/index.html'),
        results: page('./residential-opportunities/results/index.html'),
      },
    },
  },
});
