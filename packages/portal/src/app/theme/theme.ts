/**
 * The colour-scheme choice: follow the system, or force light or dark. Stored
 * in `localStorage` and applied as `<html data-theme>` (see `tokens.ts`).
 *
 * @module
 */
import { useCallback, useSyncExternalStore } from 'react';
import { THEME_ATTRIBUTE } from './tokens.js';

/** The visitor's choice: `system` follows `prefers-color-scheme`. */
export type ThemeChoice = 'system' | 'light' | 'dark';

/** The `localStorage` key of the choice. */
export const THEME_STORAGE_KEY = 'vkp-theme';

const listeners = new Set<() => void>();

function isChoice(value: unknown): value is ThemeChoice {
  return value === 'system' || value === 'light' || value === 'dark';
}

/** The stored choice (`system` when none, or when storage is unavailable). */
export function readTheme(): ThemeChoice {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isChoice(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Applies a choice to `<html>` without storing it. */
export function applyTheme(choice: ThemeChoice, doc: Document = document): void {
  if (choice === 'system') doc.documentElement.removeAttribute(THEME_ATTRIBUTE);
  else doc.documentElement.setAttribute(THEME_ATTRIBUTE, choice);
}

/** Stores and applies a choice, and tells every {@link useTheme} user. */
export function setTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  applyTheme(choice);
  current = choice;
  for (const l of listeners) l();
}

let current: ThemeChoice | null = null;

function snapshot(): ThemeChoice {
  current ??= readTheme();
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current choice and a setter. */
export function useTheme(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const theme = useSyncExternalStore(subscribe, snapshot, () => 'system' as const);
  return [theme, useCallback((choice: ThemeChoice) => setTheme(choice), [])];
}
