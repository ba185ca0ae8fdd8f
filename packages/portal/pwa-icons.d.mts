import type { Plugin } from 'vite';

/** One icon as a PNG: `size` pixels per side; `maskable` fills the square (mark in the safe zone). */
export function drawIcon(size: number, maskable: boolean): Buffer;

/** The icons the web manifest names: file name -> PNG bytes. */
export function portalIcons(): Record<string, Buffer>;

/** A Vite plugin that emits {@link portalIcons} into the build. */
export function portalIconsPlugin(): Plugin;
