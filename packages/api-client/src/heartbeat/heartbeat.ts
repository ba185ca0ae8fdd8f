/**
 * The heartbeat (spec 7.15, 9): `GET heartbeat/` every 29 s, only while a user with an id is
 * logged in, holds `view-users`, and the browser window has focus. It is scheduled ONCE
 * per browser window, however many clients (or copies of this package) register: the
 * schedule lives on the window under a `Symbol.for` key, and each beat is sent through
 * the first registered client whose session qualifies.
 *
 * Nothing touches `window` at import time; without a window (Node, SSR) the heartbeat
 * never runs.
 *
 * @module
 */
import { HEARTBEAT } from '../catalogue/heartbeat.js';
import { requestPath } from '../catalogue/paths.js';
import { getWindow } from '../env.js';
import type { HttpClient } from '../http/types.js';
import { hasPermission } from '../permissions/permissions.js';
import type { SessionState } from '../session/session.js';

/** Heartbeat interval in milliseconds (spec 9). */
export const HEARTBEAT_INTERVAL = 29_000;
/** The permission the heartbeat requires (spec 6). */
export const HEARTBEAT_PERMISSION = 'view-users';

/** What the heartbeat needs from a client (a `CoreClient` fits). */
export interface HeartbeatClient {
  /** Sends the beat. */
  request: HttpClient['request'];
  /** The session whose user decides whether beats are sent. */
  session: {
    /** Returns the current session state (token, user and environment). */
    getState(): SessionState;
    /** Calls `listener` after every session change; returns a function that unsubscribes. */
    subscribe(listener: (state: SessionState) => void): () => void;
  };
}

/** Options of {@link startHeartbeat}. */
export interface HeartbeatOptions {
  /**
   * The browser window to schedule in.
   * @default the global window (none outside a browser)
   */
  window?: Window;
  /**
   * Interval in milliseconds. The first registration in a window sets it.
   * @default 29000
   */
  interval?: number;
}

/** A client's registration with its window's heartbeat. */
export interface HeartbeatHandle {
  /** Unregisters this client; the window's schedule stops when no client is left. */
  stop(): void;
  /** Whether the window's heartbeat is currently scheduled (conditions hold). */
  isRunning(): boolean;
}

interface Registration {
  client: HeartbeatClient;
  unsubscribe: () => void;
}

interface WindowSchedule {
  registrations: Set<Registration>;
  timer: ReturnType<typeof setInterval> | undefined;
  focused: boolean;
  interval: number;
  evaluate(): void;
  dispose(): void;
}

const KEY = Symbol.for('@volunteerkit/api-client/heartbeat');

/** Whether a session qualifies for the heartbeat: a user with an id holding `view-users`. */
export function heartbeatEligible(state: SessionState): boolean {
  const user = state.user;
  if (!user) return false;
  const id = user.id;
  if (id === undefined || id === null || id === '') return false;
  return hasPermission(user, HEARTBEAT_PERMISSION);
}

function scheduleFor(win: Window, interval: number): WindowSchedule {
  const holder = win as unknown as { [KEY]?: WindowSchedule };
  const existing = holder[KEY];
  if (existing) return existing;

  // `focus`/`blur` do not bubble, so a (non-capturing) window listener only hears the
  // window's own focus changes, not those of elements inside it.
  const onFocus = () => {
    schedule.focused = true;
    schedule.evaluate();
  };
  const onBlur = () => {
    schedule.focused = false;
    schedule.evaluate();
  };
  const beat = () => {
    for (const registration of schedule.registrations) {
      if (heartbeatEligible(registration.client.session.getState())) {
        registration.client
          .request({ method: 'GET', path: requestPath(HEARTBEAT.path) })
          .catch(() => {
            // A missed beat is not the visitor's problem; the next one follows.
          });
        return;
      }
    }
  };

  const schedule: WindowSchedule = {
    registrations: new Set(),
    timer: undefined,
    focused: (() => {
      try {
        return win.document.hasFocus();
      } catch {
        return false;
      }
    })(),
    interval,
    evaluate() {
      const eligible =
        this.focused &&
        [...this.registrations].some((r) => heartbeatEligible(r.client.session.getState()));
      if (eligible && this.timer === undefined) {
        this.timer = setInterval(beat, this.interval);
      } else if (!eligible && this.timer !== undefined) {
        clearInterval(this.timer);
        this.timer = undefined;
      }
    },
    dispose() {
      if (this.timer !== undefined) clearInterval(this.timer);
      this.timer = undefined;
      win.removeEventListener('focus', onFocus);
      win.removeEventListener('blur', onBlur);
      delete holder[KEY];
    },
  };
  win.addEventListener('focus', onFocus);
  win.addEventListener('blur', onBlur);
  holder[KEY] = schedule;
  return schedule;
}

/**
 * Registers a client with its window's heartbeat. Safe to call for every client: the
 * window keeps one schedule. Without a window it does nothing.
 *
 * @example
 * ```ts
 * const heartbeat = startHeartbeat(client);
 * // later, e.g. when the app unmounts
 * heartbeat.stop();
 * ```
 */
export function startHeartbeat(
  client: HeartbeatClient,
  options: HeartbeatOptions = {},
): HeartbeatHandle {
  const win = options.window ?? getWindow();
  if (!win) return { stop() {}, isRunning: () => false };
  const schedule = scheduleFor(win, options.interval ?? HEARTBEAT_INTERVAL);
  const registration: Registration = {
    client,
    unsubscribe: client.session.subscribe(() => schedule.evaluate()),
  };
  schedule.registrations.add(registration);
  schedule.evaluate();
  let stopped = false;
  return {
    stop() {
      if (stopped) return;
      stopped = true;
      registration.unsubscribe();
      schedule.registrations.delete(registration);
      if (schedule.registrations.size === 0) schedule.dispose();
      else schedule.evaluate();
    },
    isRunning: () => {
      const current = (win as unknown as { [KEY]?: WindowSchedule })[KEY];
      return current !== undefined && current.timer !== undefined;
    },
  };
}
