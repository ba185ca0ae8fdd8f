// The search form's calls against the reference sandbox (issue 6, spec 6 and 7.3):
// an anonymous visitor on a React site, and a client that holds a session token
// (e.g. a site sharing the portal's client), both geocode and list countries as
// PUBLIC calls: no Authorization header, `public_search=true`, and the sandbox
// answers 200 (it refuses private calls without a token with 401).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHttpClient } from '@volunteerkit/api-client';
import { startSandbox, type Sandbox } from '../../../sandbox/src/index.js';
import { ResidentialSearchForm } from './ResidentialSearchForm.js';

interface Seen {
  url: URL;
  authorization: string | null;
  status: number;
}

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1', db: ':memory:', seed: 'demo' });
}, 120_000);
afterAll(() => sandbox?.close());

function recordingClient(token?: string) {
  const seen: Seen[] = [];
  const http = createHttpClient({
    baseURL: `${sandbox.url}/api/`,
    ...(token ? { token } : {}),
    fetch: async (input, init) => {
      // happy-dom's fetch, with its page origin: the sandbox's CORS rules apply as in a browser.
      const request = new Request(input, init);
      const entry: Seen = {
        url: new URL(request.url),
        authorization: request.headers.get('authorization'),
        status: 0,
      };
      seen.push(entry);
      const response = await globalThis.fetch(request);
      entry.status = response.status;
      return response;
    },
  });
  return { http, seen };
}

async function useTheForm(http: ReturnType<typeof createHttpClient>, seen: Seen[]) {
  const onSubmit = vi.fn();
  render(<ResidentialSearchForm http={http} onSubmit={onSubmit} />);
  const user = userEvent.setup();
  await user.type(
    screen.getByRole('combobox', { name: 'Where do you want to volunteer?' }),
    'irel',
  );
  // The country (Northern Ireland, a region, is offered too).
  const option = await screen.findByRole('option', { name: 'Ireland' }, { timeout: 10_000 });
  await user.click(option);
  await user.click(screen.getByRole('button', { name: 'View counties' }));
  await waitFor(() => expect(seen.some((s) => s.url.pathname.endsWith('/countries'))).toBe(true), {
    timeout: 10_000,
  });
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return onSubmit;
}

function expectPublic(seen: Seen[]) {
  const geocode = seen.filter((s) => s.url.pathname === '/api/geocode/');
  const countries = seen.filter(
    (s) => s.url.pathname === '/api/residential-opportunities/countries',
  );
  expect(geocode.length).toBeGreaterThan(0);
  expect(countries.length).toBeGreaterThan(0);
  for (const call of [...geocode, ...countries]) {
    expect(call.authorization, call.url.href).toBeNull();
    expect(call.url.searchParams.get('public_search'), call.url.href).toBe('true');
    expect(call.status, call.url.href).toBe(200);
  }
  expect(geocode[0]!.url.searchParams.get('q')).toBe('irel');
  expect(geocode[0]!.url.searchParams.get('type')).toBe('geojson,city,county,region');
}

describe('ResidentialSearchForm against the sandbox', () => {
  it('an anonymous visitor: geocode and countries are public calls answered 200', async () => {
    const { http, seen } = recordingClient();
    const onSubmit = await useTheForm(http, seen);
    expectPublic(seen);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ search: 'Ireland', geojson: '372' }),
      expect.stringContaining('geojson=372'),
    );
  });

  it('a client holding a (stale) session token still sends no Authorization on them', async () => {
    const { http, seen } = recordingClient('not.a-valid.token');
    await useTheForm(http, seen);
    expectPublic(seen);
    // The same client's private calls do carry the token (so the check above is meaningful).
    await http.request({ method: 'GET', path: 'users/' }).catch(() => undefined);
    const users = seen.find((s) => s.url.pathname === '/api/users/');
    expect(users?.authorization).toBe('Bearer not.a-valid.token');
    expect(users?.status).not.toBe(200); // refused (CORS for a private route from this origin, or 401)
  });
});
