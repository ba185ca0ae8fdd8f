// The search form's calls against the reference sandbox (issue 6, spec 6 and 7.3):
// an anonymous visitor on a React site, and a client that holds a session token
// (e.g. a site sharing the portal's client), both geocode and list countries as
// PUBLIC calls: no Authorization header, `public_search=true`, and the sandbox
// answers 200 (it refuses private calls without a token with 401).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHttpClient } from '@volunteerkit/api-client';
import { searchGeocodeWithSuggestions } from '@volunteerkit/api-client/public';
import { PLACE_GEOCODE_TYPES } from '@volunteerkit/api-client/search';
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
  // The chosen country's counties (Ireland's demo opportunities are in two, near the Enniskillen base).
  const counties = await screen.findByRole(
    'list',
    { name: 'Counties in Ireland' },
    { timeout: 10_000 },
  );
  expect(
    within(counties)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(expect.arrayContaining(['Westmeath', 'Offaly']));
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

describe('places as people name them, through the client and the form (issue 44)', () => {
  // [typed, the first place's name, its id]: the sandbox's table test has more.
  const TABLE: [string, string, string][] = [
    ['Perthshire', 'Perthshire (Perth and Kinross), Scotland, United Kingdom', 'county-GB.SCT.W1'],
    ['the Highlands', 'Highlands (Highland), Scotland, United Kingdom', 'county-GB.SCT.V3'],
    ['Argyll', 'Argyll (Argyll and Bute), Scotland, United Kingdom', 'county-GB.SCT.T8'],
    ['Lake District', 'Lake District (Cumbria), England, United Kingdom', 'county-GB.ENG.C9'],
    ['Cumbria', 'Cumbria, England, United Kingdom', 'county-GB.ENG.C9'],
    ['Eryri', 'Eryri (Gwynedd), Wales, United Kingdom', 'county-GB.WLS.Y2'],
    ['Snowdonia', 'Snowdonia (Gwynedd), Wales, United Kingdom', 'county-GB.WLS.Y2'],
    ['Powys', 'Powys, Wales, United Kingdom', 'county-GB.WLS.Y8'],
    ['Cymru', 'Cymru (Wales), United Kingdom', 'GB-WLS'],
  ];

  it.each(TABLE)('%j: the client finds %s first', async (typed, name, id) => {
    const { http } = recordingClient();
    const { data } = await searchGeocodeWithSuggestions(http, typed, {
      type: PLACE_GEOCODE_TYPES,
    });
    expect(data[0]).toMatchObject({ name, id, type: 'geojson' });
  });

  it('Search takes "Perthshire" (one place of that name) and asks about "Highlands" (several)', async () => {
    const { http } = recordingClient();
    const onSubmit = vi.fn();
    render(<ResidentialSearchForm http={http} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Where do you want to volunteer?' });
    await user.type(input, 'Highlands');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole(
      'option',
      { name: 'Highlands, Texas, United States' },
      { timeout: 10_000 },
    );
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options[0]).toBe('Highlands (Highland), Scotland, United Kingdom');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, 'Perthshire');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      search: 'Perthshire (Perth and Kinross), Scotland, United Kingdom',
      geojson: 'county-GB.SCT.W1',
    });
  });
});
