/**
 * The classic-script loader `residential-embed.js` (an IIFE of ~1 KiB): works
 * from `<script src async>` as well as `type="module"`. It creates the only
 * global, `window.VolunteerKit.residential`, imports the ES core that sits next
 * to it (code-split chunks load on demand), and starts it.
 *
 * The imperative API is usable at once: `mount()` returns a handle that applies
 * `update`/`destroy` after the core has loaded.
 *
 * @module
 */
import type * as Core from './index.js';
import type { EmbedHandle } from './mount.js';
import type { EmbedOptions } from './config.js';
import { startEarlyRequests } from './early.js';

/** `window.VolunteerKit.residential`. */
interface ResidentialNamespace {
  version: string;
  /** Resolves with the core module once loaded. */
  ready: Promise<typeof Core>;
  mount(
    element: Element,
    options?: EmbedOptions,
  ): Omit<EmbedHandle, 'ready'> & {
    ready: Promise<void>;
  };
  scan(root?: ParentNode): Promise<number>;
}

declare global {
  interface Window {
    VolunteerKit?: { residential?: ResidentialNamespace; [key: string]: unknown };
  }
}

const CORE_FILE = 'residential-embed.core.js';

/** The package version, written in at build time (vite.config.ts). */
declare const __VK_VERSION__: string | undefined;
const VERSION = typeof __VK_VERSION__ === 'string' ? __VK_VERSION__ : '0.0.0-source';

/**
 * Only a core of the loader's own version may start: a stale cache, a CDN
 * folder of another release or a copied file would otherwise mix two builds
 * (and their chunks, which the core loads next to itself).
 */
function checkVersion(core: typeof Core, url: string): typeof Core {
  if (core.version !== VERSION) {
    throw new Error(`loader ${VERSION} refuses core ${core.version} from ${url}`);
  }
  return core;
}

function ownScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current;
  // type="module" has no currentScript: take the last script tag pointing at us.
  const all = document.querySelectorAll<HTMLScriptElement>('script[src*="residential-embed"]');
  return all[all.length - 1] ?? null;
}

const script = ownScript();
const apiBase = script?.getAttribute('data-api-base') ?? undefined;
const namespace = (window.VolunteerKit ??= {});

if (namespace.residential) {
  // Loaded twice: reuse the first copy, but let this tag's mount points and API base in.
  void namespace.residential.ready.then((core) => {
    core.start(apiBase ? { apiBase } : {});
  });
} else {
  const coreUrl = new URL(CORE_FILE, script?.src ?? document.baseURI).href;
  // The core first (its download and compilation are the longest wait), then the
  // first results and latest grids, asked for while the core downloads.
  const ready = (import(/* @vite-ignore */ coreUrl) as Promise<typeof Core>).then((core) =>
    checkVersion(core, coreUrl),
  );
  const early = startEarlyRequests(apiBase);
  ready.then(
    (core) => core.start(apiBase ? { apiBase, early } : { early }),
    (error: unknown) => console.error(`[VolunteerKit] could not load ${coreUrl}`, error),
  );
  namespace.residential = {
    version: VERSION,
    ready,
    mount(element, options = {}) {
      let handle: EmbedHandle | undefined;
      let pending: EmbedOptions = options;
      let destroyed = false;
      const mounted = ready.then((core) => {
        if (destroyed) return;
        handle = core.mount(element, pending);
        return handle.ready;
      });
      return {
        ready: mounted,
        update(next) {
          if (handle) handle.update(next);
          else pending = { ...pending, ...next };
        },
        destroy() {
          destroyed = true;
          handle?.destroy();
        },
      };
    },
    scan(root) {
      return ready.then((core) => core.scan(root));
    },
  };
}
