import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

// The portal builds the workspace packages from their TypeScript sources (the
// "source" export condition), so its bundle does not depend on their build order.
// Every area is its own chunk (React.lazy in src/app/routes.tsx).
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: false },
});
