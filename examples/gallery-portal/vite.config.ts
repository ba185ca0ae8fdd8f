import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

// Two pages: the gallery of every portal block (index.html) and the page the
// widgets-render benchmark drives (bench.html). Widgets compile from source.
const page = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      input: { gallery: page('./index.html'), bench: page('./bench.html') },
    },
  },
});
