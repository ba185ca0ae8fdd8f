import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The browser bundle only: the server renders with tsx (server/main.ts), no server
// bundle to build. The manifest tells the server the hashed name of the entry script.
export default defineConfig({
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    rollupOptions: { input: 'src/entry-client.tsx' },
  },
});
