import { render, screen, within } from '@testing-library/react';
import { recordListLabel } from '../../presentation/recordLists.js';
import { manageUrl, type ResourceDef } from '../registry.js';
import { ListScreen } from './ListScreen.js';
import { addLabelOf } from '../sections.js';
import { ResourceScreen } from './ResourceScreen.js';
import { ShowScreen } from './ShowScreen.js';
import { Harness, adminState, staticAuth, testRegistry } from './testSupport.js';
import { writeAccess } from '../writeAccess.js';

// For EVERY resource of the catalogue: the generic screens offer exactly the
// screens and actions its operations allow.
const params = (def: ResourceDef) =>
  Object.fromEntries(def.params.map((p, i) => [p, String(10 + i)]));

describe.each(testRegistry.resources.map((def) => [def.path, def] as const))('%s', (_path, def) => {
  it('list screen offers create, edit, delete, open and collection actions only when allowed', async () => {
    render(
      <Harness path="/">
        <ListScreen def={def} params={params(def)} crumbs={[]} />
      </Harness>,
    );
    // The section's words for adding one ("Add a person") where it has them.
    const add = (!def.upload && addLabelOf(def.accessor)) || (def.upload ? 'Upload' : 'Create');
    const create = screen.queryByRole('link', { name: new RegExp(`^${add}`) });
    // Writes the signed-in user's permissions would not allow are not offered.
    const may = writeAccess(def.accessor, (p) => adminState.user!.permissions!.includes(p));
    expect(!!create).toBe(def.screens.has('create') && may.create);
    if (def.screens.has('list')) {
      const table = await screen.findByRole('table');
      const rows = within(table).getAllByRole('row');
      const row = rows[1]!;
      expect(!!within(row).queryByRole('link', { name: /^Edit/ })).toBe(
        def.screens.has('edit') && may.edit,
      );
      expect(!!within(row).queryByRole('button', { name: 'Delete' })).toBe(
        def.screens.has('delete') && may.delete,
      );
      const openable =
        def.screens.has('show') ||
        def.children.length > 0 ||
        def.actions.some((a) => a.scope === 'item');
      // The first cell links to the record (a person's by their name: '—' when the row has none).
      expect(!!within(row).queryByRole('link', { name: /^(Row one|—)$/ })).toBe(openable);
      expect(within(table).queryByRole('columnheader', { name: /^ID$/ })).toBeNull();
    } else {
      expect(screen.getByText(/cannot be listed/)).toBeTruthy();
    }
    for (const action of def.actions.filter((a) => a.scope === 'collection')) {
      // {currentUserId} calls are offered on the signed-in user's own record only (id 1 here).
      const own = !action.params.includes('currentUserId');
      expect(!!screen.queryByRole('button', { name: action.label }), action.key).toBe(own);
    }
  });

  it('record screen offers edit, delete, item actions and a section per sub-record only when allowed', async () => {
    render(
      <Harness path="/">
        <ShowScreen def={def} params={params(def)} id="1" crumbs={[]} />
      </Harness>,
    );
    if (def.screens.has('show')) await screen.findByText('Row one', { selector: 'h1' });
    const main = screen.getByRole('heading', { level: 1 }).closest('section')!;
    const may = writeAccess(def.accessor, (p) => adminState.user!.permissions!.includes(p));
    expect(!!within(main).queryByRole('link', { name: 'Edit' })).toBe(
      def.screens.has('edit') && may.edit,
    );
    expect(!!within(main).queryByRole('button', { name: 'Delete' })).toBe(
      def.screens.has('delete') && may.delete,
    );
    for (const action of def.actions.filter((a) => a.scope === 'item'))
      expect(within(main).getByRole('button', { name: action.label })).toBeTruthy();
    const children = def.children.map((k) => testRegistry.byKey.get(k)!);
    const shown = children.flatMap((c) => {
      const label = recordListLabel(c.accessor, c.tabLabel);
      return label ? [label] : [];
    });
    if (shown.length > 0) {
      const sections = within(main).getByRole('navigation', { name: 'Sections' });
      for (const label of shown)
        expect(within(sections).getByRole('link', { name: label })).toBeTruthy();
      // Technical calls are no section of their own.
      for (const c of children)
        if (!recordListLabel(c.accessor, c.tabLabel))
          expect(within(sections).queryByRole('link', { name: c.tabLabel })).toBeNull();
    }
  });

  it('routes /new to a form only when store is allowed', async () => {
    render(
      <Harness path={manageUrl(def, params(def), 'create')} route="/manage/*">
        <ResourceScreen />
      </Harness>,
    );
    if (def.screens.has('create')) {
      await screen.findByRole('button', { name: def.upload ? 'Upload' : 'Create' });
      expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^New /);
    } else {
      expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
    }
  });
});

it("offers self-complete an induction on the signed-in user's own inductions only", async () => {
  const inductions = testRegistry.byKey.get('users/:/inductions')!;
  const { unmount } = render(
    <Harness path="/">
      <ListScreen def={inductions} params={{ userId: '1' }} crumbs={[]} />
    </Harness>,
  );
  expect(await screen.findByRole('button', { name: 'Self complete' })).toBeTruthy();
  unmount();
  render(
    <Harness path="/">
      <ListScreen def={inductions} params={{ userId: '2' }} crumbs={[]} />
    </Harness>,
  );
  await screen.findByRole('table');
  expect(screen.queryByRole('button', { name: 'Self complete' })).toBeNull();
});

describe("the people list and the user's permissions", () => {
  const users = testRegistry.byAccessor.get('users')!;
  const as = (permissions: string[]) =>
    render(
      <Harness
        path="/"
        auth={staticAuth({ ...adminState, user: { ...adminState.user!, permissions } })}
      >
        <ListScreen def={users} params={{}} crumbs={[]} />
      </Harness>,
    );

  it('offers a team leader (view and edit people) Edit, but neither adding nor deleting', async () => {
    as(['view-users', 'edit-users']);
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    expect(within(row).queryByRole('link', { name: /^Edit/ })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^(Add a person|Create)/ })).toBeNull();
  });

  it('offers adding, editing and deleting to someone who holds all three', async () => {
    as(['view-users', 'create-users', 'edit-users', 'delete-users']);
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    expect(within(row).queryByRole('link', { name: /^Edit/ })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(
      screen.queryAllByRole('link', { name: /^(Add a person|Create)/ }).length,
    ).toBeGreaterThan(0);
  });

  it('offers only the list to someone who may view people and nothing more', async () => {
    as(['view-users']);
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    expect(within(row).queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});

describe("a record screen and the user's permissions", () => {
  const shifts = testRegistry.byAccessor.get('shifts')!;
  const as = (permissions: string[]) =>
    render(
      <Harness
        path="/"
        auth={staticAuth({ ...adminState, user: { ...adminState.user!, permissions } })}
      >
        <ShowScreen def={shifts} params={{}} id="1" crumbs={[]} />
      </Harness>,
    );

  it('offers Edit and Delete on a shift to someone who may edit rotas', async () => {
    as(['view-rotas', 'edit-rotas']);
    await screen.findByText('Row one', { selector: 'h1' });
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('offers neither to someone who may only view rotas (the server would refuse both)', async () => {
    as(['view-rotas']);
    await screen.findByText('Row one', { selector: 'h1' });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
