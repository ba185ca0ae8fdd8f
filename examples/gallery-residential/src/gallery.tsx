import { StrictMode, useEffect, useRef, useState, type ReactNode } from 'react';
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
  type LocationAutocompleteProps,
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
installStyles(
  'gallery-states-css',
  `.gallery-case { margin: 1.5rem 0; }
   .gallery-case > h3 { margin: 0 0 0.5rem; font-size: 1rem; }
   .gallery-open-list { min-height: 24rem; }
   .gallery-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); gap: 1rem; margin: 0; padding: 0; list-style: none; }
   .gallery-grid > li { display: flex; flex-direction: column; gap: 0.5rem; min-width: 0; }
   .gallery-grid > li > h3 { margin: 0; font-size: 1rem; }
   .gallery-grid > li > .vk-card { flex: 1; }`,
);

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

/** `YYYY-MM-DD` of the day `days` after today (dates in the gallery stay choosable). */
function isoInDays(days: number): string {
  const t = new Date();
  const d = new Date(t.getFullYear(), t.getMonth(), t.getDate() + days);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

const CHOSEN_DATE = isoInDays(42);

/** A search with a chosen place (Keswick, from the sandbox's gazetteer), a date and 14 days of flexibility. */
const CHOSEN_QUERY = new URLSearchParams({
  type: 'short_term',
  search: 'Keswick, England, United Kingdom',
  lat: '54.60039',
  lon: '-3.13518',
  date: CHOSEN_DATE,
  flexibility: '14',
}).toString();

/** One state of a widget: a heading and the widget as a visitor sees it. */
function Case({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={['gallery-case', className].filter(Boolean).join(' ')}>
      <h3>{title}</h3>
      {children}
    </div>
  );
}

/**
 * The location autocomplete after a visitor typed `text`: the text goes into the
 * input once it is mounted (as typing would deliver it), so the real debounce,
 * geocode call and result list run. The list stays open until the input is left.
 */
function TypedAutocomplete({ text, ...props }: { text: string } & LocationAutocompleteProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const input = ref.current?.querySelector('input');
    if (!input || input.value === text) return;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, [text]);
  return (
    <div ref={ref}>
      <LocationAutocomplete {...props} />
    </div>
  );
}

/** Cards in each state of spec 2.4 (images and logos served by the sandbox). */
const cardStates: [string, Opportunity][] = [
  [
    'Full data: image, partner and logo, INTERNAL and EXTERNAL ribbons',
    {
      id: 'card-full',
      slug: 'coastal-path-wardens',
      display_name: 'Coastal path wardens',
      type: 'Residential-long',
      image_thumbnail_url: '/api/_media/opportunities/3-thumb.svg',
      image_alt: 'Cliffs above a sandy bay',
      short_advert:
        'Look after **12 miles** of coast path:\n\n- repair steps and fences\n- count seabirds\n\nMore on [our blog](https://example.org/blog).',
      partner: { name: 'Wild Coasts', logo_url: '/api/_media/partners/2-wc.svg' },
      available_timeslots: [{}],
      advert_target: 'internal',
      public_url: '/search/',
    },
  ],
  [
    'FULL UP (no available timeslots)',
    {
      id: 'card-full-up',
      slug: 'hut-keepers',
      display_name: 'Mountain hut keepers',
      type: 'Residential-short',
      image_thumbnail_url: '/api/_media/opportunities/5-thumb.svg',
      short_advert: 'Keep a mountain hut for *a week*.',
      available_timeslots: [],
      public_url: '/search/',
    },
  ],
  [
    'INTERNAL (timeslots, internal advert)',
    {
      id: 'card-internal',
      slug: 'staff-garden-week',
      display_name: 'Walled garden week for staff',
      type: 'Residential-short',
      image_thumbnail_url: '/api/_media/opportunities/8-thumb.svg',
      image_alt: 'Rows of vegetables in a walled garden',
      short_advert: 'For our own staff and volunteers.',
      available_timeslots: [{}],
      advert_target: 'internal',
      public_url: '/search/',
    },
  ],
  [
    'No image',
    {
      id: 'card-no-image',
      slug: 'river-survey',
      display_name: 'River survey volunteers',
      type: 'Day-role',
      short_advert: 'Survey otters and water voles.',
      available_timeslots: [{}],
      public_url: '/search/',
    },
  ],
];

/** The card with an apply link: the gallery's apply "page" is the search page; clicks are logged in the sandbox. */
const applyCard: Opportunity = {
  id: 'card-apply',
  slug: 'dry-stone-walling',
  display_name: 'Dry-stone walling camp',
  type: 'Residential-short',
  image_thumbnail_url: '/api/_media/opportunities/11-thumb.svg',
  short_advert: 'Learn to rebuild field walls.',
  available_timeslots: [{}],
  public_url: '/search/',
};

const applyUrl = (o: Opportunity) =>
  o.slug ? `/search/?apply=${encodeURIComponent(o.slug)}` : undefined;

const pages = (current_page: number) => ({
  current_page,
  total_pages: 20,
  per_page: 8,
  count: current_page === 20 ? 4 : 8,
  total: 156,
});

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
      <section className="gallery-state" aria-label="Search form with a chosen location and date">
        <h2>Search form with a chosen location and date</h2>
        <ResidentialSearchForm
          http={live}
          initialQuery={CHOSEN_QUERY}
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
      <section className="gallery-state" aria-label="Location autocomplete states">
        <h2>Location autocomplete states</h2>
        <Case
          title="Results listed (typed “Ireland”: a country polygon and places)"
          className="gallery-open-list"
        >
          <TypedAutocomplete
            text="Ireland"
            http={live}
            geocodeTypes={GEOCODE_TYPES}
            onSelect={() => undefined}
          />
        </Case>
        <Case title="No results (typed “Zzyzxq”: announced, nothing listed)">
          <TypedAutocomplete
            text="Zzyzxq"
            http={live}
            geocodeTypes={GEOCODE_TYPES}
            onSelect={() => undefined}
          />
        </Case>
        <Case title="Geocode failure (quiet: nothing listed, typing again retries)">
          <TypedAutocomplete
            text="Keswick"
            http={failingHttp}
            geocodeTypes={GEOCODE_TYPES}
            onSelect={() => undefined}
          />
        </Case>
      </section>
      <section className="gallery-state" aria-label="Date picker with a date and flexibility">
        <h2>Date picker with a date and flexibility</h2>
        <DatePicker
          dialog={false}
          initialFocus={false}
          defaultValue={CHOSEN_DATE}
          defaultFlexibility={14}
        />
      </section>
      <section className="gallery-state" aria-label="Opportunity card states">
        <h2>Opportunity card states</h2>
        <ul className="gallery-grid">
          {cardStates.map(([title, o]) => (
            <li key={o.id}>
              <h3>{title}</h3>
              <OpportunityCard opportunity={o} headingLevel={4} />
            </li>
          ))}
          <li>
            <h3>With an apply link</h3>
            <OpportunityCard
              opportunity={applyCard}
              headingLevel={4}
              applyUrl={applyUrl}
              http={live}
            />
          </li>
        </ul>
      </section>
      <section className="gallery-state" aria-label="Pagination states">
        <h2>Pagination states</h2>
        <Case title="First page (no «)">
          <Pagination
            pagination={pages(1)}
            onPageChange={() => undefined}
            messages={{ paginationLabel: 'Pagination, first page' }}
          />
        </Case>
        <Case title="Middle page with ellipses">
          <Pagination
            pagination={pages(10)}
            onPageChange={() => undefined}
            messages={{ paginationLabel: 'Pagination, middle page' }}
          />
        </Case>
        <Case title="Last page (no »)">
          <Pagination
            pagination={pages(20)}
            onPageChange={() => undefined}
            messages={{ paginationLabel: 'Pagination, last page' }}
          />
        </Case>
      </section>
    </Page>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Gallery />
  </StrictMode>,
);
