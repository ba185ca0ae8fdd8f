/**
 * Per-server security settings and per-request facts that handlers need but
 * the shared request context does not carry: the attempt limits, the secret
 * that peppers stored one-time codes, and the client's address.
 *
 * @module
 */
import type { RequestCtx, SandboxServices } from '../routes/types.js';
import { DEFAULT_ATTEMPT_LIMITS, type AttemptLimits } from './attempts.js';

/** Security settings of one sandbox. */
export interface SecuritySettings {
  /** Attempt limits of password, two-factor and mobile code checks. */
  limits: AttemptLimits;
  /** Secret mixed into the hashes of stored one-time codes. */
  pepper: Uint8Array;
}

const settings = new WeakMap<object, SecuritySettings>();
const addresses = new WeakMap<object, string>();

/** Registers the settings of a sandbox's services. */
export function setSecuritySettings(services: object, value: SecuritySettings): void {
  settings.set(services, value);
}

/** The settings of the request's sandbox. */
export function securityOf(ctx: Pick<RequestCtx, 'services'>): SecuritySettings {
  return (
    settings.get(ctx.services satisfies SandboxServices) ?? {
      limits: DEFAULT_ATTEMPT_LIMITS,
      pepper: new Uint8Array(32),
    }
  );
}

/** Records the client address of a request. */
export function setClientAddress(ctx: RequestCtx, address: string): void {
  addresses.set(ctx, address);
}

/** The client address of a request (`unknown` when the socket had none). */
export function clientAddress(ctx: RequestCtx): string {
  return addresses.get(ctx) ?? 'unknown';
}
