// Starts the example: `VK_API_URL=http://127.0.0.1:4010/api/ PORT=4050 tsx server/main.ts`.
import { fileURLToPath } from 'node:url';
import { createApp, listen } from './app.js';

const app = createApp({
  apiUrl: process.env.VK_API_URL ?? 'http://127.0.0.1:4010/api/',
  clientDir: fileURLToPath(new URL('../dist', import.meta.url)),
});
const { url } = await listen(app, Number(process.env.PORT ?? 4050));
console.log(`SSR example on ${url}/residential-opportunities/results`);
