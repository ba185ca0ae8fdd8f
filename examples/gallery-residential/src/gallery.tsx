import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { HttpClient, Opportunity } from '@volunteerkit/api-client';
import { listResidentialOpportunities } from '@volunteerkit/api-client/public';
import {
  LatestOpportunities,
  LocationAutocomplete,
  OpportunityCard,
  Pagination,
  ResidentialHome,
  ResidentialResults,
  ResidentialSearchForm,
} from '@volunteerkit/widgets/residential';
import { DatePicker, datePickerCss } from '@volunteerkit/widgets/date-picker';
import {
  GEOCODE_TYPES,
  LazyDatePicker,
  Page,
  emptyHttp,
  failingHttp,
  installStyles,
  live,
  pendingHttp,
} from './shared.js';

installStyles('vk-date-picker-css', datePickerCss);

const STATES: [string, HttpClient][] = [
  ['Loading', pendingHttp],
  ['Empty', emptyHttp],
  ['Error (quiet: no message is shown)', failingHttp],
  ['Full data (sandbox)', live],
];

function Latest({ http }: { http: HttpClient }) {
  const [data, setData] = useState<Opportunity[] | undefined>(undefined);
  const [done, setDone] = useState(false);
  useEffect(() => {
    listResidentialOpportunities(http, { date: 'any', limit: 4 }).then(
      (body) => {
        setData(body.data);
        setDone(true);
      },
      () => setDone(true),
    );
  }, [http]);
  return (
    <LatestOpportunities
      headingLevel={3}
      opportunities={data}
      loading={!done}
      empty={<p>No opportunities yet.</p>}
    />
  );
}

const sample: Opportunity[] = [
  {
    id: 'sample-1',
    display_name: 'Full up, with a partner',
    type: 'Residential-long',
    short_advert: 'A **long** stay. <script>alert(1)</script>',
    partner: { name: 'Coast Trust' },
    available_timeslots: [],
    public_url: '/search/',
  },
  {
    id: 'sample-2',
    display_name: 'Internal only',
    type: 'Residential-short',
    short_advert: 'Staff *only*.',
    advert_target: 'internal',
    available_timeslots: [{}],
    public_url: '/search/',
  },
];

function Gallery() {
  return (
    <Page>
      <h1>Residential widgets gallery</h1>
      {STATES.map(([name, http]) => (
        <section key={name} className="gallery-state" aria-label={name}>
          <h2>{name}</h2>
          <Latest http={http} />
          <ResidentialResults http={http} router={false} showForm={false} headingLevel={3} />
          <ResidentialHome http={http} headingLevel={3} />
        </section>
      ))}
      <section className="gallery-state" aria-label="Search form">
        <h2>Search form</h2>
        <ResidentialSearchForm
          http={live}
          headingLevel={3}
          datePicker={LazyDatePicker}
          geocodeTypes={GEOCODE_TYPES}
          onSubmit={() => undefined}
        />
      </section>
      <section className="gallery-state" aria-label="Parts">
        <h2>Parts</h2>
        <LocationAutocomplete http={live} geocodeTypes={GEOCODE_TYPES} onSelect={() => undefined} />
        <ul className="vk-latest__grid">
          {sample.map((o) => (
            <li key={o.id} className="vk-latest__item">
              <OpportunityCard opportunity={o} />
            </li>
          ))}
        </ul>
        <Pagination
          pagination={{ current_page: 6, total_pages: 20, per_page: 8, count: 8, total: 156 }}
          onPageChange={() => undefined}
        />
        <DatePicker dialog={false} initialFocus={false} />
      </section>
    </Page>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Gallery />
  </StrictMode>,
);
