import { lazy } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpClient, RequestOptions } from '@volunteerkit/api-client';
import { createResidentialSearchController } from '@volunteerkit/api-client/search';
import { ResidentialSearchForm } from './ResidentialSearchForm.js';

const polygons = [
  { name: 'France', lat: 46, long: 2, type: 'geojson', id: 'FR' },
  { name: 'Spain', lat: 40, long: -4, type: 'geojson', id: 'ES' },
];

// The counties with opportunities, by country: one with its gazetteer area, one without.
const counties: Record<string, unknown[]> = {
  France: [
    {
      id: 'France/Dordogne',
      name: 'Dordogne',
      country: 'France',
      count: 2,
      lat: 45.1,
      long: 0.7,
      place: {
        id: 'county-FR.75.24',
        name: 'Dordogne, Nouvelle-Aquitaine, France',
        lat: 45.15,
        long: 0.72,
        type: 'geojson',
      },
    },
    { id: 'France/Lot', name: 'Lot', country: 'France', count: 1, lat: 44.6, long: 1.6 },
  ],
  Spain: [],
};

function fakeHttp(namesOnly = false) {
  const calls: RequestOptions[] = [];
  const http: HttpClient = {
    request: async <T,>(o: RequestOptions) => {
      calls.push(o);
      // An API that answers the spec's Country, a name only: the areas are the polygons'.
      if (o.path === 'residential-opportunities/countries')
        return (
          namesOnly
            ? [{ name: 'France' }, { name: 'Spain' }, { name: 'Atlantis' }]
            : [...polygons, { count: 2 }]
        ) as T;
      if (o.path === 'geocode/country-polygons/') return { data: polygons } as T;
      if (o.path === 'residential-opportunities/counties/')
        return { data: counties[String(o.query?.country)] ?? [] } as T;
      if (o.path === 'geocode/')
        return { data: [{ name: 'Keswick', lat: 54.6, long: -3.1, type: 'place', id: 8 }] } as T;
      if (o.method === 'POST') return null as T;
      return {
        data: [{ id: 1, display_name: 'A' }],
        meta: { pagination: { current_page: 1, total_pages: 1, per_page: 8, count: 1, total: 1 } },
      } as T;
    },
    cancel: () => undefined,
    cancelAll: () => undefined,
  };
  return { http, calls };
}

const today = new Date(2026, 5, 10);

describe('ResidentialSearchForm', () => {
  it('shows the hero, Length of residence choices and the location field', () => {
    const { http } = fakeHttp();
    render(<ResidentialSearchForm http={http} today={today} />);
    expect(
      screen.getByRole('heading', { name: 'Find your volunteering opportunity' }),
    ).toBeTruthy();
    const select = screen.getByRole('combobox', {
      name: 'Length of residence',
    }) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => [o.value, o.textContent])).toEqual([
      ['any', 'Any'],
      ['short_term', 'Less than 4 weeks (Short term)'],
      ['long_term', 'More than 4 weeks (Long term)'],
    ]);
    expect(screen.getByRole('combobox', { name: 'Where do you want to volunteer?' })).toBeTruthy();
    expect(screen.getByRole('search')).toBeTruthy();
  });

  it('Search goes to the results page carrying the hash', async () => {
    const { http } = fakeHttp();
    const location = { pathname: '/', assign: vi.fn(), reload: vi.fn() };
    render(<ResidentialSearchForm http={http} today={today} window={{ location }} />);
    const user = userEvent.setup();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Length of residence' }),
      'long_term',
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location.assign).toHaveBeenCalledWith(
      '/residential-opportunities/results?#type=long_term',
    );
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('Search goes to a resultsUrl with its own query string and hash parameters, carrying the search', async () => {
    const { http } = fakeHttp();
    const location = {
      href: 'https://partner.example/volunteer?lang=fr',
      pathname: '/volunteer',
      assign: vi.fn(),
      reload: vi.fn(),
    };
    render(
      <ResidentialSearchForm
        http={http}
        today={today}
        resultsUrl="/volunteer/results?lang=fr#tab=2&type=any"
        initialQuery="type=short_term&search=Keswick&lat=54.6&lon=-3.1"
        window={{ location }}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    expect(location.assign).toHaveBeenCalledWith(
      '/volunteer/results?lang=fr#tab=2&type=short_term&search=Keswick&lat=54.6&lon=-3.1',
    );
  });

  it('refresh reloads when already on the results page', async () => {
    const { http } = fakeHttp();
    const location = {
      pathname: '/residential-opportunities/results',
      assign: vi.fn(),
      reload: vi.fn(),
    };
    render(<ResidentialSearchForm http={http} today={today} refresh window={{ location }} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('calls onSubmit instead when given, and reports a submit event', async () => {
    const { http } = fakeHttp();
    const onSubmit = vi.fn();
    const onEvent = vi.fn();
    const location = { pathname: '/', assign: vi.fn(), reload: vi.fn() };
    render(
      <ResidentialSearchForm
        http={http}
        today={today}
        onSubmit={onSubmit}
        onEvent={onEvent}
        initialQuery="type=short_term"
        window={{ location }}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'short_term' }),
      'type=short_term',
    );
    expect(location.assign).not.toHaveBeenCalled();
    expect(onEvent).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'submit', hash: 'type=short_term' }),
    );
  });

  it('picking a location sets search/lat/lon; leaving it empty clears them', async () => {
    const { http } = fakeHttp();
    const controller = createResidentialSearchController({ http, persist: false });
    render(<ResidentialSearchForm http={http} controller={controller} today={today} />);
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Where do you want to volunteer?' });
    await user.type(input, 'Kes');
    await user.click(await screen.findByRole('option', { name: 'Keswick' }, { timeout: 2000 }));
    expect(controller.getState().query).toMatchObject({
      search: 'Keswick',
      lat: '54.6',
      lon: '-3.1',
    });
    await user.clear(input);
    await user.tab();
    expect(controller.getState().query.lat).toBeUndefined();
    expect(controller.getState().query.search).toBeUndefined();
  });

  it('country shortcuts against an API answering names only: the area from the country polygons (spec 7.3)', async () => {
    const { http, calls } = fakeHttp(true);
    const controller = createResidentialSearchController({ http, persist: false });
    render(<ResidentialSearchForm http={http} controller={controller} today={today} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'View counties' }));
    await user.click(await screen.findByRole('button', { name: 'Spain' }));
    // The polygon's id and position, as when the countries list carries them.
    expect(controller.getState().query).toMatchObject({
      search: 'Spain',
      geojson: 'ES',
      lat: '40',
      lon: '-4',
    });
    expect(calls.filter((c) => c.path === 'geocode/country-polygons/')).toHaveLength(1);
    // A country the polygons do not name still searches by its name.
    await user.click(screen.getByRole('button', { name: 'Atlantis' }));
    expect(controller.getState().query.search).toBe('Atlantis');
    expect(controller.getState().query.geojson).toBeUndefined();
  });

  it('"View counties" lists the countries, then the counties of the chosen country, and searches in place', async () => {
    const { http, calls } = fakeHttp();
    const controller = createResidentialSearchController({ http, persist: false });
    render(<ResidentialSearchForm http={http} controller={controller} today={today} />);
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'View counties' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await screen.findByRole('button', { name: 'France' });
    const countries = screen.getByRole('list', { name: 'Countries' });
    expect(Array.from(countries.querySelectorAll('button')).map((b) => b.textContent)).toEqual([
      'All countries',
      'France',
      'Spain',
    ]);
    // No country chosen yet: the first (no counts to go by) is the chosen one.
    const inFrance = await screen.findByRole('list', { name: 'Counties in France' });
    expect(Array.from(inFrance.querySelectorAll('button')).map((b) => b.textContent)).toEqual([
      'Dordogne',
      'Lot',
    ]);
    expect(
      calls.find((c) => c.path === 'residential-opportunities/counties/')?.query,
    ).toMatchObject({ country: 'France', limit: 50 });
    // Choosing a country searches it and lists its counties, staying open.
    await user.click(screen.getByRole('button', { name: 'Spain' }));
    expect(controller.getState().query).toMatchObject({ search: 'Spain', geojson: 'ES' });
    expect(screen.getByRole('button', { name: 'Spain' }).getAttribute('aria-pressed')).toBe('true');
    await screen.findByText('No county in Spain has opportunities yet.');
    await user.click(screen.getByRole('button', { name: 'France' }));
    // Choosing a county searches inside its area, in place, and closes the list.
    await user.click(await screen.findByRole('button', { name: 'Dordogne' }));
    expect(controller.getState().query).toMatchObject({
      search: 'Dordogne, Nouvelle-Aquitaine, France',
      lat: '45.15',
      lon: '0.72',
      geojson: 'county-FR.75.24',
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    await waitFor(() =>
      expect(calls.some((c) => c.path === 'residential-opportunities/')).toBe(true),
    );
    expect(
      (
        screen.getByRole('combobox', {
          name: 'Where do you want to volunteer?',
        }) as HTMLInputElement
      ).value,
    ).toBe('Dordogne, Nouvelle-Aquitaine, France');
    // A county the server has no area for is searched around its opportunities.
    await user.click(toggle);
    await user.click(await screen.findByRole('button', { name: 'Lot' }));
    expect(controller.getState().query).toMatchObject({ search: 'Lot, France', lat: '44.6' });
    expect(controller.getState().query.geojson).toBeUndefined();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'All countries' }));
    expect(controller.getState().query.search).toBeUndefined();
    expect(controller.getState().query.geojson).toBeUndefined();
  });

  it('without a date picker slot uses a native date input (min tomorrow) and the flexibility select', async () => {
    const { http } = fakeHttp();
    const controller = createResidentialSearchController({ http, persist: false });
    render(<ResidentialSearchForm http={http} controller={controller} today={today} />);
    const date = screen.getByLabelText('Date') as HTMLInputElement;
    expect(date.type).toBe('date');
    expect(date.min).toBe('2026-06-11');
    const flex = screen.getByRole('combobox', { name: 'Flexibility:' }) as HTMLSelectElement;
    expect(flex.value).toBe('7');
    await userEvent.setup().selectOptions(flex, '30');
    expect(controller.getState().query.flexibility).toBe(30);
  });

  it('opens a lazily loaded date picker in a dialog; OK closes and returns focus', async () => {
    const { http } = fakeHttp();
    const controller = createResidentialSearchController({ http, persist: false });
    const Picker = lazy(() =>
      import('../DatePicker/DatePicker.js').then((m) => ({ default: m.DatePicker })),
    );
    render(
      <ResidentialSearchForm
        http={http}
        controller={controller}
        today={today}
        datePicker={Picker}
      />,
    );
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: /Date Any date/ });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a date' });
    await user.click(dialog.querySelector<HTMLElement>('[data-day="2026-06-20"] button')!);
    expect(controller.getState().query.date).toBe('2026-06-20');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Flexibility:' }), '14');
    expect(controller.getState().query.flexibility).toBe(14);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(trigger.textContent).toBe('20/06/2026 (+/- 14 days)');
  });

  describe('Search with text that was typed but not chosen', () => {
    function geocoding(places: Record<string, unknown[]> | 'down') {
      const { http: base, calls } = fakeHttp();
      const http: HttpClient = {
        ...base,
        request: async <T,>(o: RequestOptions) => {
          if (o.path !== 'geocode/') return base.request<T>(o);
          calls.push(o);
          if (places === 'down') throw new Error('down');
          return { data: places[String(o.query?.q)] ?? [] } as T;
        },
      };
      return { http, calls };
    }

    it('searches the text as a place: its first match', async () => {
      const keswick = { name: 'Keswick', lat: 54.6, long: -3.13, type: 'city', id: 'k' };
      const { http, calls } = geocoding({ Keswick: [keswick, { name: 'Keswick Ridge' }] });
      const onSubmit = vi.fn();
      render(<ResidentialSearchForm http={http} today={today} onSubmit={onSubmit} />);
      const user = userEvent.setup();
      const input = screen.getByRole('combobox', { name: 'Where do you want to volunteer?' });
      await user.type(input, 'Keswick');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]![0]).toMatchObject({
        search: 'Keswick',
        lat: '54.6',
        lon: '-3.13',
      });
      expect(onSubmit.mock.calls[0]![1]).toContain('search=Keswick');
      expect(calls.some((c) => c.query?.type === 'geojson,city,county,region')).toBe(true);
    });

    it('asks which place when several have the name, never choosing for the visitor', async () => {
      const scottish = {
        name: 'Highlands (Highland), Scotland, United Kingdom',
        lat: 57.4,
        long: -4.6,
        type: 'geojson',
        id: 'county-GB.SCT.V3',
      };
      const texas = {
        name: 'Highlands, Texas, United States',
        lat: 29.8,
        long: -95.05,
        type: 'city',
        id: 'city-1',
      };
      const { http } = geocoding({ Highlands: [scottish, texas] });
      const onSubmit = vi.fn();
      render(<ResidentialSearchForm http={http} today={today} onSubmit={onSubmit} />);
      const user = userEvent.setup();
      const input = screen.getByRole('combobox', { name: 'Where do you want to volunteer?' });
      await user.type(input, 'Highlands');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      // The list opens with both, the first highlighted; nothing is searched yet.
      const first = await screen.findByRole('option', { name: scottish.name });
      await screen.findByRole('option', { name: texas.name });
      await waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBe(first.id));
      expect(input.getAttribute('aria-expanded')).toBe('true');
      expect(document.activeElement).toBe(input);
      expect(
        screen.getByText('Choose a place from the list, or clear the box to search everywhere.', {
          selector: '.vk-combobox__message',
        }),
      ).toBeTruthy();
      expect(onSubmit).not.toHaveBeenCalled();
      // Enter takes the highlighted place; Search then searches it.
      await user.keyboard('{Enter}');
      expect((input as HTMLInputElement).value).toBe(scottish.name);
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]![0]).toMatchObject({ geojson: 'county-GB.SCT.V3' });
    });

    it('takes the one place of that name, an alias included; a place only starting so is asked about', async () => {
      const perthshire = {
        name: 'Perthshire (Perth and Kinross), Scotland, United Kingdom',
        lat: 56.6,
        long: -3.9,
        type: 'geojson',
        id: 'county-GB.SCT.W1',
      };
      const { http } = geocoding({ perthshire: [perthshire], Perth: [perthshire] });
      const onSubmit = vi.fn();
      render(<ResidentialSearchForm http={http} today={today} onSubmit={onSubmit} />);
      const user = userEvent.setup();
      const input = screen.getByRole('combobox', { name: 'Where do you want to volunteer?' });
      await user.type(input, 'Perth');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await screen.findByRole('option', { name: perthshire.name });
      expect(onSubmit).not.toHaveBeenCalled();
      await user.clear(input);
      await user.type(input, 'perthshire');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]![0]).toMatchObject({
        search: perthshire.name,
        geojson: 'county-GB.SCT.W1',
      });
    });

    it.each([
      [
        'no place matches',
        {},
        'Choose a place from the list, or clear the box to search everywhere.',
      ],
      ['places cannot be searched', 'down' as const, 'Places could not be searched.'],
    ])('when %s it says so and does not search', async (_name, places, message) => {
      const { http } = geocoding(places);
      const onSubmit = vi.fn();
      const location = { pathname: '/', assign: vi.fn(), reload: vi.fn() };
      render(
        <ResidentialSearchForm
          http={http}
          today={today}
          onSubmit={onSubmit}
          window={{ location }}
        />,
      );
      const user = userEvent.setup();
      const input = screen.getByRole('combobox', { name: 'Where do you want to volunteer?' });
      await user.type(input, 'Xqzzy');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await screen.findByText(message, { selector: '.vk-combobox__message' });
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(input);
      expect(onSubmit).not.toHaveBeenCalled();
      expect(location.assign).not.toHaveBeenCalled();
      // Typing again clears the message.
      await user.type(input, 'x');
      expect(screen.queryByText(message, { selector: '.vk-combobox__message' })).toBeNull();
    });
  });
});
