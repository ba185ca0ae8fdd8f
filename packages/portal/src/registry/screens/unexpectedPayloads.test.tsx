import { render, screen } from '@testing-library/react';
import type { HttpClient } from '@volunteerkit/api-client';
import { ErrorBoundary } from '../../app/states.js';
import { ListScreen } from './ListScreen.js';
import { ShowScreen } from './ShowScreen.js';
import { Harness, testRegistry } from './testSupport.js';

function answering(body: unknown): HttpClient {
  return {
    request: <T,>() => Promise.resolve(body as T),
    cancel() {},
    cancelAll() {},
  };
}

const tags = testRegistry.byKey.get('organisation/tags')!;

describe('screens never crash on unexpected payloads', () => {
  it.each([
    null,
    'garbage',
    42,
    { data: 'x' },
    { data: [1, 'two', null] },
    [[1]],
    { data: [{ id: { deep: true }, name: ['x'] }] },
  ])('list of %j', async (body) => {
    render(
      <Harness path="/" http={answering(body)}>
        <ListScreen def={tags} params={{}} crumbs={[]} />
      </Harness>,
    );
    await screen.findByText(/No tags found|cannot show|Row|x/);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tags');
  });

  it('shows an odd record as its fields', async () => {
    render(
      <Harness path="/" http={answering({ data: [1] })}>
        <ShowScreen def={tags} params={{}} id="1" crumbs={[]} />
      </Harness>,
    );
    await screen.findByText('Data', { selector: 'dt' });
  });

  it.each([null, 'garbage', [1, 2]])('record of %j', async (body) => {
    render(
      <Harness path="/" http={answering(body)}>
        <ShowScreen def={tags} params={{}} id="1" crumbs={[]} />
      </Harness>,
    );
    await screen.findByRole('alert');
  });

  it('server errors show an error state with a retry', async () => {
    const failing: HttpClient = {
      request: () =>
        Promise.reject(Object.assign(new Error('GET tags failed with 500'), { status: 500 })),
      cancel() {},
      cancelAll() {},
    };
    render(
      <Harness path="/" http={failing}>
        <ListScreen def={tags} params={{}} crumbs={[]} />
      </Harness>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The service had a problem');
    expect(alert.textContent).not.toContain('failed with 500');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('the error boundary keeps the portal alive when a screen throws', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('bad payload');
    }
    render(
      <ErrorBoundary resetKey="a">
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('could not be shown');
    spy.mockRestore();
  });
});
