import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { fireEvent, waitFor } from '@testing-library/dom';

// The portal blocks compiled against preact/compat (as the embed does), mounted in the
// DOM and used: proves they need nothing React-only.
const PREACT = resolve('node_modules/.pnpm/preact@11.2.0/node_modules/preact');
const ENTRY = `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import {
  TeamTreeSelector, RoleSelector, TimezonePicker, TimePicker, SaveButton, TwoStepDeleteButton,
} from './entries/portal.js';
export function mount(el, calls) {
  const root = createRoot(el);
  root.render(h('div', null,
    h(TeamTreeSelector, {
      teams: [{ id: 1, name: 'North', children: [{ id: 2, name: 'Camden' }, { id: 3, name: 'Hidden', disabled: true }] }],
      onValueChange: (ids) => calls.push(['teams', ids]),
    }),
    h(RoleSelector, {
      roles: [{ id: 1, name: 'Driver', type: 'volunteer', status: 'inactive' }, { id: 2, name: 'Admin', type: 'system' }],
      preselected: [2],
      onValueChange: (ids) => calls.push(['roles', ids]),
    }),
    h(TimezonePicker, { timezones: [{ name: 'Europe/London', display_text: 'London' }, { name: 'Europe/Paris', display_text: 'Paris' }],
      onValueChange: (name) => calls.push(['tz', name]) }),
    h(TimePicker, { label: 'End', start: '09:55' }),
    h(SaveButton, { state: 2 }),
    h(TwoStepDeleteButton, { onDelete: () => calls.push(['delete']) }),
  ));
  return () => root.unmount();
}
`;

describe('portal blocks under preact/compat', () => {
  let dir: string;
  let mount: (el: HTMLElement, calls: unknown[][]) => () => void;

  beforeAll(async () => {
    mkdirSync(resolve('node_modules/.cache'), { recursive: true });
    dir = mkdtempSync(join(resolve('node_modules/.cache'), 'vk-preact-'));
    const outfile = join(dir, 'portal-preact.mjs');
    await build({
      stdin: { contents: ENTRY, resolveDir: resolve('packages/widgets/src'), loader: 'js' },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      outfile,
      conditions: ['source'],
      jsx: 'automatic',
      logLevel: 'error',
      alias: {
        react: join(PREACT, 'compat'),
        'react-dom': join(PREACT, 'compat'),
        'react-dom/client': join(PREACT, 'compat/client.mjs'),
        'react/jsx-runtime': join(PREACT, 'compat/jsx-runtime.mjs'),
      },
    });
    ({ mount } = await import(/* @vite-ignore */ outfile));
  }, 60_000);

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('mounts and works with the keyboard and the mouse', async () => {
    const el = document.createElement('div');
    document.body.append(el);
    const calls: unknown[][] = [];
    const unmount = mount(el, calls);
    const tree = await waitFor(() => {
      const t = el.querySelector<HTMLElement>('[role="tree"][aria-label="Teams"]');
      if (!t) throw new Error('not yet');
      return t;
    });
    expect(tree.querySelectorAll('[role="treeitem"]')).toHaveLength(3);
    fireEvent.keyDown(tree, { key: 'ArrowDown' });
    fireEvent.keyDown(tree, { key: ' ' });
    await waitFor(() => expect(calls).toContainEqual(['teams', [2]]));
    fireEvent.keyDown(tree, { key: 'ArrowDown' });
    fireEvent.keyDown(tree, { key: 'Enter' }); // disabled team
    expect(calls.filter((c) => c[0] === 'teams')).toHaveLength(1);

    const roles = el.querySelector<HTMLElement>('[role="tree"][aria-label="Roles"]')!;
    expect(roles.textContent).toContain('Volunteer Roles');
    expect(roles.textContent).toContain('(Inactive)');
    fireEvent.keyDown(roles, { key: 'ArrowDown' });
    fireEvent.keyDown(roles, { key: ' ' });
    await waitFor(() => expect(calls).toContainEqual(['roles', [1, 2]]));

    const combo = el.querySelector<HTMLInputElement>('[role="combobox"]')!;
    expect(combo.value).toBe('London');
    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    await waitFor(() => expect(combo.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    fireEvent.keyDown(combo, { key: 'Enter' });
    await waitFor(() => expect(calls).toContainEqual(['tz', 'Europe/Paris']));

    const hour9 = el.querySelector<HTMLOptionElement>('fieldset select option[value="9"]')!;
    expect(hour9.disabled).toBe(true);
    expect(el.querySelector('.vk-save-button')?.textContent).toBe('Saved!');

    const del = el.querySelector<HTMLButtonElement>('.vk-delete-button')!;
    fireEvent.click(del);
    await waitFor(() => expect(del.textContent).toBe('Are you sure?'));
    fireEvent.click(del);
    await waitFor(() => expect(calls).toContainEqual(['delete']));
    unmount();
    el.remove();
  });
});
