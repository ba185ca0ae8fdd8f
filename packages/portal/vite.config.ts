import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { portalIconsPlugin } from './pwa-icons.mjs';

// The portal builds the workspace packages from their TypeScript sources (the
// "source" export condition), so its bundle does not depend on their build order.
// Every area is its own chunk (React.lazy in src/routes.tsx).
// The portal is a Progressive Web App (issue 48): a web manifest with icons drawn at build
// time (pwa-icons.mjs) and a Workbox service worker (src/pwa/sw.ts) that precaches the app
// shell and keeps the volunteer's own reads for offline use. The page registers it after
// the first paint (src/pwa/register.ts), so the sign-in screen does not carry it.
export default defineConfig({
  plugins: [
    react(),
    portalIconsPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'VolunteerKit',
        short_name: 'VolunteerKit',
        description: 'Your shifts, applications and records with your organisation.',
        lang: 'en-GB',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0b5cad',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
    }),
  ],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: false },
  // `vite` (dev): the API on the same origin, proxied to a sandbox (`npm start` runs one on :4010).
  server: {
    host: '127.0.0.1',
    proxy: { '/api/': process.env.VK_API_URL ?? 'http://127.0.0.1:4010' },
  },
});
