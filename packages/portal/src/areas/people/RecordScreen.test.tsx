import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  ApiError,
  PreconditionFailedError,
  type HttpClient,
  type RequestOptions,
} from '@volunteerkit/api-client';
import { adminState, Harness, listPage, staticAuth } from '../../registry/screens/testSupport.js';
import UserRecordScreen from './UserRecordScreen.js';

const staff = staticAuth({
  ...adminState,
  user: {
    ...adminState.user!,
    permissions: [...adminState.user!.permissions, 'block-users', 'edit-users'],
  },
});

/**
 * A fake server for person 7: their record (with an ETag that changes on every
 * write), blocks, the can-be-blocked answer and the organisation's roles.
 */
function personServer({ canBeBlocked = true } = {}) {
  const calls: RequestOptions[] = [];
  let version = 1;
  const person: Record<string, unknown> = {
    id: 7,
    first_name: 'Val',
    last_name: 'Volunteer',
    status: 'active',
    roles: ['Ranger'],
  };
  const blocks: Record<string, unknown>[] = [];
  const record = () => ({ ...person, etag: `"7-${version}"` });
  const http: HttpClient = {
    request<T>(options: RequestOptions): Promise<T> {
      calls.push(options);
      const p = options.path.replace(/^\//, '').replace(/\/$/, '');
      const reply = (body: unknown) => Promise.resolve(body as T);
      const key = `${options.method} ${p}`;
      if (key === 'GET users/7') return reply({ data: record() });
      if (key === 'PUT users/7') {
        const ifMatch = options.headers?.['If-Match'];
        if (ifMatch && ifMatch !== record().etag)
          return Promise.reject(
            new PreconditionFailedError({
              method: 'PUT',
              url: '/api/users/7',
              status: 412,
              body: { code: 'precondition_failed', data: record() },
            }),
          );
        Object.assign(person, options.body);
        version += 1;
        return reply({ data: record() });
      }
      if (key === 'GET users/7/blocked/can-be-blocked')
        return reply({
          data: canBeBlocked
            ? { can_be_blocked: true, reasons: [], warnings: ['Blocking removes 2 shifts.'] }
            : { can_be_blocked: false, reasons: ['Administrators cannot be blocked.'] },
        });
      if (key === 'POST users/7/blocked') {
        const body = options.body as { reason: string };
        blocks.push({ id: 1, reason: body.reason });
        Object.assign(person, { status: 'blocked', blocked: true, blocked_reason: body.reason });
        version += 1;
        return reply({ data: blocks[0] });
      }
      if (key === 'GET users/7/blocked') return reply(listPage(blocks));
      if (key === 'DELETE users/7/blocked/1') {
        blocks.length = 0;
        Object.assign(person, { status: 'active', blocked: false, blocked_reason: null });
        version += 1;
        return reply(null);
      }
      if (key === 'GET organisation/diversity/questions')
        return reply({
          data: [
            { id: 2, category_id: 2, question: 'What is your gender?', options: ['Woman', 'Man'] },
            { id: 3, category_id: 3, question: 'What is your ethnicity?', options: ['White'] },
            { id: 4, category_id: 4, question: 'Do you have a disability?', options: ['No'] },
          ],
        });
      if (key === 'GET organisation/diversity/categories')
        return reply({
          data: [
            { id: 2, name: 'Gender' },
            { id: 3, name: 'Ethnicity' },
            { id: 4, name: 'Disability' },
          ],
        });
      if (key === 'GET users/7/diversity')
        return reply({ data: { gender: 'Woman', ethnicity: null } });
      if (key === 'GET organisation/role-profiles')
        return reply(
          listPage([
            { id: 1, name: 'Ranger', type: 'non-volunteer' },
            { id: 2, name: 'Steward', type: 'volunteer' },
          ]),
        );
      return Promise.reject(
        new ApiError({ method: options.method, url: p, status: 404, body: null }),
      );
    },
    cancel() {},
    cancelAll() {},
  };
  return {
    http,
    calls,
    /** Someone else changes the record (a newer version on the server). */
    changeElsewhere(patch: Record<string, unknown>) {
      Object.assign(person, patch);
      version += 1;
    },
  };
}

function renderRecord(http: HttpClient, path = '/people/7') {
  render(
    <Harness path={path} route="/people/:userId/:section?" http={http} auth={staff}>
      <UserRecordScreen />
    </Harness>,
  );
}

describe('the person record', () => {
  beforeEach(() => sessionStorage.clear());

  it('lists the diversity answers in "All records", in words, only for staff who may read them', async () => {
    const withRight = staticAuth({
      ...adminState,
      user: {
        ...adminState.user!,
        permissions: [...adminState.user!.permissions, 'view-user-diversity'],
      },
    });
    const server = personServer();
    const view = render(
      <Harness
        path="/people/7/all"
        route="/people/:userId/:section?"
        http={server.http}
        auth={withRight}
      >
        <UserRecordScreen />
      </Harness>,
    );
    const link = await screen.findByRole('link', { name: 'Diversity answers' });
    expect(link.getAttribute('href')).toBe('#all-records-diversity');
    const answers = await screen.findByRole('region', { name: 'Diversity answers' });
    expect(answers.closest('#all-records-diversity')).toBeTruthy();
    await waitFor(() => expect(within(answers).getByText('Woman')).toBeTruthy());
    const row = (label: string) => within(answers).getByText(label).parentElement!.textContent;
    expect(row('Gender')).toBe('GenderWoman');
    expect(row('Ethnicity')).toBe('EthnicityDeclined to answer');
    expect(row('Disability')).toBe('DisabilityNot answered');
    // Read-only here: the person answers them.
    expect(within(answers).queryByRole('combobox')).toBeNull();
    view.unmount();

    // Staff without the right: no entry, no answers, and nothing asked of the server.
    const plain = personServer();
    renderRecord(plain.http, '/people/7/all');
    expect(await screen.findByRole('link', { name: 'Expense claims' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Diversity answers' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Diversity answers' })).toBeNull();
    expect(plain.calls.some((c) => c.path.includes('diversity'))).toBe(false);
  });

  it('shows the sections as WAI-ARIA tabs moved through by keyboard', async () => {
    renderRecord(personServer().http, '/people/7/roles');
    const list = await screen.findByRole('tablist', { name: 'Record sections' });
    const roles = within(list).getByRole('tab', { name: 'Roles' });
    expect(roles.getAttribute('aria-selected')).toBe('true');
    expect(roles.tabIndex).toBe(0);
    expect(within(list).getByRole('tab', { name: 'Profile' }).tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(roles.id);
    fireEvent.keyDown(roles, { key: 'ArrowRight' });
    const teams = within(list).getByRole('tab', { name: 'Teams' });
    await waitFor(() => expect(teams.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(teams);
    fireEvent.keyDown(teams, { key: 'Home' });
    await waitFor(() =>
      expect(within(list).getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe(
        'true',
      ),
    );
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    await waitFor(() =>
      expect(
        within(list).getByRole('tab', { name: 'All records' }).getAttribute('aria-selected'),
      ).toBe('true'),
    );
    // Guardians is a tab only for minors.
    expect(within(list).queryByRole('tab', { name: 'Guardians' })).toBeNull();
  });

  it('blocks after the can-be-blocked check, then unblocks; the badge shows what the server stores', async () => {
    const server = personServer();
    renderRecord(server.http);
    expect((await screen.findByTestId('person-status')).textContent).toBe('Status: Active');
    fireEvent.click(screen.getByRole('button', { name: 'Block…' }));
    expect(await screen.findByText('Blocking removes 2 shifts.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Block Val Volunteer' }));
    expect(screen.getByText('Give a reason (at most 500 characters).')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByLabelText('Reason (required)'), {
      target: { value: 'No-shows' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Block Val Volunteer' }));
    await waitFor(() =>
      expect(screen.getByTestId('person-status').textContent).toBe('Status: Blocked'),
    );
    expect(screen.getByText('Blocked because: No-shows')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    await waitFor(() =>
      expect(screen.getByTestId('person-status').textContent).toBe('Status: Active'),
    );
    const reads = server.calls.filter((c) => c.method === 'GET' && /users\/7$/.test(c.path));
    expect(reads.length).toBe(3); // opened, after blocking, after unblocking
  });

  it('shows why a person cannot be blocked, with nothing to submit', async () => {
    renderRecord(personServer({ canBeBlocked: false }).http);
    fireEvent.click(await screen.findByRole('button', { name: 'Block…' }));
    const why = await screen.findByTestId('cannot-block');
    expect(within(why).getByText('Administrators cannot be blocked.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Block Val Volunteer' })).toBeNull();
  });

  it('asks for the name before anonymising', async () => {
    const server = personServer();
    renderRecord(server.http);
    fireEvent.click(await screen.findByRole('button', { name: 'Request anonymisation…' }));
    const go = screen.getByRole('button', { name: 'Anonymise permanently' }) as HTMLButtonElement;
    expect(go.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/to confirm/), { target: { value: 'Val' } });
    expect(go.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/to confirm/), { target: { value: 'Val Volunteer' } });
    expect(go.disabled).toBe(false);
    expect(server.calls.some((c) => c.path.includes('anonymisation'))).toBe(false);
  });

  it('saves roles with the version read, and shows the newer record on a 412', async () => {
    const server = personServer();
    renderRecord(server.http, '/people/7/roles');
    expect((await screen.findByTestId('held-roles')).textContent).toBe(
      'Val Volunteer holds: Ranger.',
    );
    server.changeElsewhere({ roles: ['Steward'] });
    const tree = screen.getByRole('tree', { name: 'Roles of Val Volunteer' });
    const ranger = within(tree)
      .getAllByRole('treeitem')
      .find((i) => i.textContent?.includes('Ranger'))!;
    fireEvent.click(ranger);
    fireEvent.click(await screen.findByRole('button', { name: 'Save roles' }));
    expect(
      await screen.findByText(/Someone else changed this record since you opened it/),
    ).toBeTruthy();
    expect(screen.getByTestId('held-roles').textContent).toBe('Val Volunteer holds: Steward.');
    const put = server.calls.find((c) => c.method === 'PUT')!;
    expect(put.headers?.['If-Match']).toBe('"7-1"');
  });
});
