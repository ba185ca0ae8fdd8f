// `npm start` with a port another program owns: it exits non-zero at once, before
// installing, building or starting anything, and says which variable to set (issue 47:
// it used to print "VolunteerKit is running" and serve the portal against whatever
// owned the API port).
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:net';

/** Holds a loopback port, as another program would. */
async function hold(): Promise<{ port: number; server: Server }> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { port: (server.address() as { port: number }).port, server };
}

function start(env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string; ms: number }>((done) => {
    const started = Date.now();
    execFile(
      process.execPath,
      ['scripts/start.mjs', '--no-install'],
      { env: { ...process.env, ...env }, timeout: 30_000, encoding: 'utf8' },
      (error, stdout, stderr) =>
        done({
          code: error ? (typeof error.code === 'number' ? error.code : null) : 0,
          out: stdout + stderr,
          ms: Date.now() - started,
        }),
    );
  });
}

describe('npm start with a port taken', () => {
  it.each([
    ['VK_API_PORT', 'the sandbox API'],
    ['VK_PORTAL_PORT', 'the staff portal'],
    ['VK_EMBED_PORT', 'the residential embed'],
  ])('%s taken: exits 1 naming the variable, and starts nothing', async (variable, what) => {
    const taken = await hold();
    const others = await Promise.all([hold(), hold(), hold(), hold()]);
    // Free ports for the rest (released before the start checks them).
    const env: Record<string, string> = {
      VK_API_PORT: String(others[0]!.port),
      VK_PORTAL_PORT: String(others[1]!.port),
      VK_PARTNER_PORT: String(others[2]!.port),
      VK_EMBED_PORT: String(others[3]!.port),
      [variable]: String(taken.port),
    };
    await Promise.all(others.map((o) => new Promise((ok) => o.server.close(ok))));
    try {
      const result = await start(env);
      expect(result.code).toBe(1);
      expect(result.out).toContain(`Port ${taken.port} (${what}) is already in use`);
      expect(result.out).toContain(`set ${variable} to a free port`);
      expect(result.out).not.toContain('VolunteerKit is running');
      // Nothing was started: the sandbox's port answers nothing.
      if (variable !== 'VK_API_PORT') {
        const api = await fetch(`http://127.0.0.1:${env.VK_API_PORT}/`, {
          signal: AbortSignal.timeout(2000),
        }).catch(() => undefined);
        expect(api).toBeUndefined();
      }
    } finally {
      await new Promise((ok) => taken.server.close(ok));
    }
  });
});
