/**
 * The typed client against a started sandbox, shared by the sandbox's domain
 * tests (not part of the build): a demo sandbox, a signed-in client per demo
 * login, and the readers every such test needs.
 *
 * @module
 */
import { expect } from 'vitest';
import { createApi } from '../../api-client/src/resources/createApi.js';
import { createHttpClient } from '../../api-client/src/http/createHttpClient.js';
import { ApiError } from '../../api-client/src/errors/errors.js';
import { startSandbox, type Sandbox, type SandboxOptions } from './sandbox.js';
import { DEMO_PASSWORD } from './seed/context.js';

/** The typed client's resources. */
export type Api = ReturnType<typeof createApi>;

/** A record as the tests read it. */
export type Rec = Record<string, unknown> & { id: number; etag?: string };

/** A sandbox on a free port with the demo data in memory (options override). */
export function demoSandbox(options: Partial<SandboxOptions> = {}): Promise<Sandbox> {
  return startSandbox({ port: 0, db: ':memory:', seed: 'demo', ...options });
}

/** The typed client signed in as `email`, and that person's id. */
export async function signInAs(
  sandbox: Sandbox,
  email: string,
  password = DEMO_PASSWORD,
): Promise<[Api, number]> {
  const http = createHttpClient({ baseURL: `${sandbox.url}/api/` });
  const result = await http.login({ email, password });
  if (result.status !== 'authenticated' || !result.user) throw new Error(`login failed: ${email}`);
  return [createApi(http), Number(result.user.id)];
}

/** The typed client with nobody signed in. */
export function anonymousClient(sandbox: Sandbox): Api {
  return createApi(createHttpClient({ baseURL: `${sandbox.url}/api/` }));
}

/** The `data` of an answer. */
export const data = <T = Rec>(answer: unknown): T => (answer as { data: T }).data;

/** The fields a call's 422 names, sorted (the call must fail with a 422). */
export async function fieldErrorsOf(call: Promise<unknown>): Promise<string[]> {
  const e = await call.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(ApiError);
  expect((e as ApiError).status).toBe(422);
  return Object.keys((e as ApiError).fieldErrors ?? {}).sort();
}
