/**
 * `react` as react-day-picker sees it in the embed: the few hooks it imports by
 * name, and a default export with only what it calls on `React.` (createElement,
 * useRef, useEffect). Giving it preact/compat's default export instead would keep
 * that whole object (Children, createPortal, hydrate, findDOMNode...) in the
 * shared first-paint chunk, since nothing else could then be tree-shaken from it.
 *
 * @module
 */
import { createElement, useEffect, useRef } from 'preact/compat';

export {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'preact/compat';

/** The `React` default import of react-day-picker. */
export default { createElement, useEffect, useRef };
