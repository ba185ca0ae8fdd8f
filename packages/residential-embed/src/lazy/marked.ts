/**
 * Build-time stand-in for `marked` inside the widgets' `Markdown/sanitize.ts`
 * (embed only, see markdownLibraries.ts): the same `Marked` class shape,
 * forwarding to the real marked once it has been loaded lazily.
 *
 * @module
 */
import type { Marked as RealMarked, MarkedExtension, MarkedOptions } from 'marked';
import { markdownLibraries, plainParagraph } from './markdownLibraries.js';

/** Forwards to `marked`'s `Marked` when loaded; escapes the source as plain text before. */
export class Marked {
  readonly #extensions: MarkedExtension[];
  #instance: RealMarked | undefined;

  constructor(...extensions: MarkedExtension[]) {
    this.#extensions = extensions;
  }

  parse(source: string, options?: MarkedOptions): string {
    const real = markdownLibraries.marked;
    if (!real) return plainParagraph(source);
    this.#instance ??= new real.Marked(...this.#extensions);
    return this.#instance.parse(source, { ...options, async: false }) as string;
  }
}
