/** Where the docs site is written (git-ignored). */
export declare const SITE: string;
/** The pages: repository path of the Markdown source -> site path of the page. */
export declare function sitePages(root?: string): Map<string, string>;
/** Rewrites a Markdown link of `from` for the page at `page`. */
export declare function rewriteLink(
  href: string,
  from: string,
  page: string,
  pages: Map<string, string>,
): string;
/** One pending changeset. */
export interface Changeset {
  file: string;
  bumps: Record<string, 'major' | 'minor' | 'patch'>;
  text: string;
}
/** The changesets waiting for a release. */
export declare function readChangesets(root?: string): Changeset[];
/** The changelog and migration page as Markdown. */
export declare function changelogMarkdown(root?: string): string;
/** Builds the site; returns the site paths of the pages written. */
export declare function buildSite(options?: { root?: string; site?: string }): string[];
/** Every internal link and anchor of the given pages that does not resolve. */
export declare function checkSite(site?: string, pagesWritten?: string[]): string[];
