/**
 * Build-time stand-in for `dompurify` inside the widgets' `Markdown/sanitize.ts`
 * (embed only, see markdownLibraries.ts). It creates the real DOMPurify instance
 * on first use once the library is loaded, replaying the hooks registered
 * before. Until then it lets through only the escaped plain text produced by
 * the marked stand-in, and returns an empty string for anything else, so no
 * unsanitised HTML can ever pass.
 *
 * @module
 */
import type { Config, DOMPurify, HookName } from 'dompurify';
import { markdownLibraries, plainFallbacks } from './markdownLibraries.js';

type Hook = Parameters<DOMPurify['addHook']>[1];

/** The slice of DOMPurify that `sanitize.ts` uses. */
export interface LazyPurifier {
  readonly isSupported: boolean;
  addHook(name: HookName, hook: Hook): void;
  sanitize(dirty: string, config?: Config): string;
}

/** Creates a purifier for `window`, backed by the real DOMPurify once loaded. */
export default function createDOMPurify(window: Window & typeof globalThis): LazyPurifier {
  const hooks: [HookName, Hook][] = [];
  let real: DOMPurify | undefined;
  const get = (): DOMPurify | undefined => {
    if (real) return real;
    const factory = markdownLibraries.createDOMPurify;
    if (!factory) return undefined;
    real = factory(window);
    for (const [name, hook] of hooks)
      real.addHook(name as 'afterSanitizeAttributes', hook as never);
    return real;
  };
  return {
    get isSupported() {
      return typeof window === 'object' && !!window?.document;
    },
    addHook(name, hook) {
      hooks.push([name, hook]);
      real?.addHook(name as 'afterSanitizeAttributes', hook as never);
    },
    sanitize(dirty, config) {
      const purifier = get();
      if (purifier)
        return String(purifier.sanitize(dirty, { ...config, RETURN_TRUSTED_TYPE: false }));
      return plainFallbacks.has(dirty) ? dirty : '';
    },
  };
}
