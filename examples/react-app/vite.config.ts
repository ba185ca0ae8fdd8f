import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API is proxied under /api/ (same origin: no CORS set-up, and the sandbox's
// opportunity links point back at this app). VK_API_ORIGIN: where the API runs.
const api = process.env.VK_API_ORIGIN ?? 'http://127.0.0.1:4010';

export default defineConfig({
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom'] },
  server: { port: 5173, proxy: { '/api/': api } },
  preview: { port: 4173, proxy: { '/api/': api } },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
});
