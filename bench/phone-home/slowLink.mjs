// A slow mobile link in front of a loopback server, for the phone benchmark (issue 48):
// every request (the page's and the service worker's alike: DevTools' network emulation
// covers only the page's own requests, not the fetches a service worker makes for it)
// waits half a round trip on the way up and half on the way down, and the answers share
// one downlink of the given throughput, in order. Text answers cost their gzip size on the
// link (as a host that compresses would send them); the bytes delivered are the server's.
import { createServer, request } from 'node:http';
import { gzipSync } from 'node:zlib';

const sleep = (ms) => new Promise((ok) => setTimeout(ok, Math.max(0, ms)));
const TEXT = /^(text\/|application\/(json|javascript|manifest\+json))/;

/**
 * Starts the link on a free loopback port, forwarding to `target`.
 * @param {string} target e.g. http://127.0.0.1:1234
 * @param {{ latency: number, downloadThroughput: number, uploadThroughput: number }} network
 *   latency: round trip in ms; throughputs in bytes per second
 * @returns {Promise<{ url: string, bytes: () => number, close: () => Promise<void> }>}
 */
export async function startSlowLink(target, network) {
  let downlinkFreeAt = 0;
  let linkBytes = 0;
  const server = createServer((req, res) => {
    const body = [];
    req.on('data', (c) => body.push(c));
    req.on('end', async () => {
      const up = Buffer.concat(body);
      await sleep(network.latency / 2 + (up.length / network.uploadThroughput) * 1000);
      const url = new URL(req.url ?? '/', target);
      const upstream = request(
        url,
        { method: req.method, headers: { ...req.headers, host: url.host } },
        async (answer) => {
          const chunks = [];
          for await (const c of answer) chunks.push(c);
          const data = Buffer.concat(chunks);
          const onLink = TEXT.test(String(answer.headers['content-type'] ?? ''))
            ? gzipSync(data).length
            : data.length;
          linkBytes += onLink;
          await sleep(network.latency / 2);
          const now = Date.now();
          const start = Math.max(now, downlinkFreeAt);
          downlinkFreeAt = start + (onLink / network.downloadThroughput) * 1000;
          await sleep(downlinkFreeAt - now);
          const headers = { ...answer.headers };
          delete headers['transfer-encoding'];
          headers['content-length'] = String(data.length);
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(data);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      upstream.end(up);
    });
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    bytes: () => linkBytes,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections?.();
        server.close(() => ok());
      }),
  };
}
