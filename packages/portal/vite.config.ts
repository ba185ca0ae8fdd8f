import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

// The portal builds the workspace packages from their TypeScript sources (the
// "source" export condition), so its bundle does not depend on their build order.
// Every area is its own chunk (React.lazy in src/routes.tsx).
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: false },
  // `vite` (dev): the API on the same origin, proxied to a sandbox (`npm start` runs one on :4010).
  server: {
    host: '127.0.0.1',
    proxy: { '/api/': process.env.VK_API_URL ?? 'http://127.0.0.1:4010' },
  },
});
