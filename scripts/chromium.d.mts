/** The Chromium builds the browser tests can drive, in order of preference. */
export declare const CHROMIUM_CANDIDATES: readonly string[];
/** How to install the preferred build, for messages. */
export declare const CHROMIUM_INSTALL: string;
/**
 * The Chromium to launch: `CHROMIUM_PATH` when set, else the first candidate
 * that is installed, else the first candidate (so the error names it).
 */
export declare function chromiumPath(env?: NodeJS.ProcessEnv): string;
/** `true` when `path` is the full browser while the faster shell is not installed. */
export declare function isSlowerChoice(path: string, env?: NodeJS.ProcessEnv): boolean;
