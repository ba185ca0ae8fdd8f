import { render, screen } from '@testing-library/react';
import type { HttpClient, RequestOptions } from '@volunteerkit/api-client';
import { Harness, adminState, staticAuth } from '../../registry/screens/testSupport.js';
import { usePeopleNames } from './usePeopleNames.js';

function Names({ ids }: { ids: string[] }) {
  const nameOf = usePeopleNames(ids);
  return (
    <ul>
      {ids.map((id) => (
        <li key={id}>{nameOf(id)}</li>
      ))}
    </ul>
  );
}

function server() {
  const calls: RequestOptions[] = [];
  const http: HttpClient = {
    request<T>(options: RequestOptions): Promise<T> {
      calls.push(options);
      if (options.path.replace(/^\//, '') === 'users/7')
        return Promise.resolve({ data: { id: 7, first_name: 'Ada', last_name: 'Lovelace' } } as T);
      return Promise.reject(new Error('404 Not found'));
    },
    cancel() {},
    cancelAll() {},
  };
  return { http, calls };
}

const view = (http: HttpClient, permissions: string[]) =>
  render(
    <Harness
      path="/"
      http={http}
      auth={staticAuth({ ...adminState, user: { ...adminState.user!, permissions } })}
    >
      <Names ids={['7', '8']} />
    </Harness>,
  );

describe('usePeopleNames', () => {
  it('names people by name, and one who cannot be read as "Unknown person", never by id', async () => {
    const { http } = server();
    view(http, ['view-users']);
    await screen.findByText('Ada Lovelace');
    await screen.findByText('Unknown person');
    expect(screen.queryByText(/Person \d/)).toBeNull();
  });

  it('says the name is hidden, without asking, to someone who may not see people', () => {
    const { http, calls } = server();
    view(http, []);
    expect(screen.getAllByText('Name hidden')).toHaveLength(2);
    expect(calls.filter((c) => c.path.includes('users/'))).toEqual([]);
  });
});
