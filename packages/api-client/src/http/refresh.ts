/**
 * Single-flight token refresh (spec 8).
 *
 * However many requests get 401 at once, ONE `POST auth/api/refresh` is sent. Requests
 * that get 401 while it runs wait for that same promise (no polling: they resume the
 * moment it settles, well inside the spec's 500 ms wait interval) and then retry once
 * with the new token. Requests that were sent before a refresh settled and come back
 * 401 afterwards do not refresh again: after a successful refresh they retry with the
 * new token; after a failed one they reject without calling the global handler again.
 *
 * @module
 */
import { VolunteerKitError } from '../errors/errors.js';
import type { Session } from '../session/session.js';

/** Outcome of waiting on the refresh for one 401. */
export type RefreshOutcome = { retry: true } | { retry: false; error: unknown };

/** What the transport needs from the coordinator. */
export interface RefreshCoordinator {
  /** Increases each time a refresh settles; requests record it when they are sent. */
  readonly generation: number;
  /**
   * Called for a 401 on a request that is eligible for a refresh.
   *
   * @param usedToken - the token the request was sent with.
   * @param sentGeneration - `generation` when the request was sent.
   */
  afterUnauthorized(usedToken: string, sentGeneration: number): Promise<RefreshOutcome>;
  /** Refreshes now (sharing an in-flight refresh); resolves with the new token. */
  refresh(): Promise<string>;
}

/** Dependencies of {@link createRefreshCoordinator}. */
export interface RefreshCoordinatorOptions {
  /** The session whose token is refreshed. */
  session: Session;
  /** Sends the refresh call for a token and resolves with the new token. */
  refreshToken(token: string): Promise<string>;
  /** Called once per failed refresh (the global error handler). */
  onFailure(error: unknown): void;
}

/** Creates the single-flight refresh coordinator of one client. */
export function createRefreshCoordinator(options: RefreshCoordinatorOptions): RefreshCoordinator {
  const { session } = options;
  let generation = 0;
  let inflight: Promise<string> | null = null;
  let lastFailure: { generation: number; token: string; error: unknown } | null = null;

  const start = (token: string): Promise<string> => {
    const run = (async () => {
      try {
        const next = await options.refreshToken(token);
        session.setToken(next);
        lastFailure = null;
        return next;
      } catch (error) {
        lastFailure = { generation: generation + 1, token, error };
        try {
          options.onFailure(error);
        } catch {
          // A throwing global handler must not change what callers see.
        }
        throw error;
      } finally {
        generation += 1;
        inflight = null;
      }
    })();
    inflight = run;
    return run;
  };

  const settle = async (promise: Promise<string>): Promise<RefreshOutcome> => {
    try {
      await promise;
      return { retry: true };
    } catch (error) {
      return { retry: false, error };
    }
  };

  return {
    get generation() {
      return generation;
    },
    afterUnauthorized(usedToken, sentGeneration) {
      if (inflight) return settle(inflight);
      const current = session.token;
      if (generation > sentGeneration) {
        // A refresh settled while this request was in flight: reuse its outcome.
        if (
          lastFailure &&
          lastFailure.token === usedToken &&
          lastFailure.generation > sentGeneration
        ) {
          return Promise.resolve({ retry: false, error: lastFailure.error });
        }
      }
      if (current === null) {
        return Promise.resolve({ retry: false, error: undefined });
      }
      if (current !== usedToken) return Promise.resolve({ retry: true });
      return settle(start(usedToken));
    },
    refresh() {
      if (inflight) return inflight;
      const token = session.token;
      if (!token)
        return Promise.reject(
          new VolunteerKitError('Cannot refresh the session: there is no token. Log in first.'),
        );
      return start(token);
    },
  };
}
