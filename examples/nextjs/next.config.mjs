// The browser calls the API on the page's own origin (`/api/`), forwarded to the
// API server; the server component calls VK_API_URL directly. The API's paths end
// with a slash (`residential-opportunities/`): keep it (no redirect, same destination).
const api = process.env.VK_API_URL ?? 'http://127.0.0.1:4010/api/';

/** @type {import('next').NextConfig} */
export default {
  skipTrailingSlashRedirect: true,
  async rewrites() {
    return [
      { source: '/api/:path*/', destination: `${api}:path*/` },
      { source: '/api/:path*', destination: `${api}:path*` },
    ];
  },
};
