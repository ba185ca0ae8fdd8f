// The API's paths end with a slash (`residential-opportunities/`): Next.js keeps it
// (no redirect), so app/api/[...path]/route.ts forwards the path as the browser sent it.
// The API's address is read at request time (VK_API_URL), not here: what this file
// returns from rewrites() is fixed by `next build`.

/** @type {import('next').NextConfig} */
export default {
  skipTrailingSlashRedirect: true,
};
