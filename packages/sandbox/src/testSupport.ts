/**
 * Helpers shared by the sandbox tests (not part of the build).
 *
 * @module
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type Sandbox, type SandboxOptions } from './sandbox.js';
import { DEMO_PASSWORD } from './seed/context.js';

/** A temporary directory removed by `cleanup()`. */
export function tempDir(): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'vk-sandbox-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A started sandbox with helpers for requests. */
export interface TestSandbox extends Sandbox {
  api(path: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<Response>;
  login(email?: string): Promise<string>;
}

/** Starts a sandbox on a free port with a temporary database file. */
export async function testSandbox(
  options: SandboxOptions = {},
): Promise<TestSandbox & { cleanup(): Promise<void> }> {
  const tmp = tempDir();
  const sandbox = await startSandbox({ port: 0, db: join(tmp.dir, 'test.db'), ...options });
  const api = (path: string, init: RequestInit & { token?: string; json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    return fetch(`${sandbox.url}/api${path}`, { ...init, headers, body });
  };
  const login = async (email = 'admin@volunteerkit.test') => {
    const res = await api('/auth/api/', {
      method: 'POST',
      json: { email, password: DEMO_PASSWORD, minimal: true },
    });
    const body = (await res.json()) as { token: string };
    if (!res.ok) throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`);
    return body.token;
  };
  return {
    ...sandbox,
    api,
    login,
    logs: sandbox.logs,
    close: sandbox.close,
    async cleanup() {
      await sandbox.close();
      tmp.cleanup();
    },
  };
}
