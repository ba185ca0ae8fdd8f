// The page bench/widgets-render drives: mounts the team tree and the role selector
// with generated data and times render and search, synchronously to a forced layout.
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { generateRoles, generateTeams } from '@volunteerkit/api-client/testing';
import {
  portalBlocksCss,
  RoleSelector,
  TeamTreeSelector,
  themeTokensCss,
} from '@volunteerkit/widgets';

const style = document.createElement('style');
style.textContent = `${themeTokensCss}\n${portalBlocksCss}`;
document.head.append(style);

const host = document.getElementById('root')!;
host.className = 'vk-root';
let root: Root | null = null;

const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));

function unmount() {
  root?.unmount();
  root = null;
  host.replaceChildren();
}

/** Mounts an element and returns the time to a committed, laid-out DOM (ms). */
async function mount(element: React.ReactElement): Promise<{ ms: number; rows: number }> {
  unmount();
  await frame();
  root = createRoot(host);
  const t0 = performance.now();
  flushSync(() => root!.render(element));
  host.getBoundingClientRect();
  const ms = performance.now() - t0;
  await frame();
  return { ms, rows: host.querySelectorAll('[role="treeitem"]').length };
}

/** Types a query into the widget's search box and returns the time to a laid-out DOM (ms). */
async function search(query: string): Promise<{ ms: number; rows: number }> {
  const input = host.querySelector<HTMLInputElement>('input[type="search"]')!;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await frame();
  const t0 = performance.now();
  setter.call(input, query);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  host.getBoundingClientRect();
  const ms = performance.now() - t0;
  await frame();
  return { ms, rows: host.querySelectorAll('[role="treeitem"]').length };
}

const teamsCache = new Map<number, ReturnType<typeof generateTeams>>();
const rolesCache = new Map<number, ReturnType<typeof generateRoles>>();

Object.assign(window, {
  __bench: {
    renderTree: (n: number, openLevel = 2) => {
      if (!teamsCache.has(n)) teamsCache.set(n, generateTeams(n, 6));
      return mount(<TeamTreeSelector teams={teamsCache.get(n)!} openLevel={openLevel} />);
    },
    renderRoles: (n: number) => {
      if (!rolesCache.has(n)) rolesCache.set(n, generateRoles(n));
      return mount(<RoleSelector roles={rolesCache.get(n)!} />);
    },
    search,
    unmount,
  },
});
document.title = 'ready';
