// Peer: a "straightforward residential embed", written the obvious way with the
// field's usual libraries: react-day-picker + date-fns for the date, marked +
// DOMPurify for the short advert, ofetch for the API. Bundled on @preact/compat
// (alias) and on react-dom 19 to compare with @volunteerkit/residential-embed.
// Like our card (spec 2.4) it shows the thumbnail `image_thumbnail_url` (until
// issue 20 it read `image.url`, which this API does not send: no image loaded).
import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DayPicker } from 'react-day-picker';
import { addDays, format } from 'date-fns';
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { ofetch } from 'ofetch';

const mount = document.querySelector('[data-residential]');
const api = ofetch.create({ baseURL: mount?.dataset.apiBase ?? '/api/', retry: 0 });
const advert = (md) => ({ __html: DOMPurify.sanitize(marked.parse(md ?? '', { async: false })) });

function Card({ o }) {
  return h(
    'article',
    { className: 'card', 'data-opportunity-id': o.id },
    o.image_thumbnail_url &&
      h('img', { src: o.image_thumbnail_url, alt: o.image_alt || 'Opportunity image' }),
    h('h3', null, o.display_name),
    h('div', { dangerouslySetInnerHTML: advert(o.short_advert) }),
    h('a', { href: o.public_url }, 'View details'),
  );
}

function Search() {
  const [type, setType] = useState('any');
  const [date, setDate] = useState();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const [result, setResult] = useState({ data: [], meta: { pagination: { total_pages: 0 } } });
  useEffect(() => {
    const query = { limit: 8, include: 'image', public_search: true, page, type };
    if (date) query.date = format(date, 'yyyy-MM-dd');
    api('/residential-opportunities/', { query }).then(setResult, () => {});
  }, [type, date, page]);
  const pages = result.meta.pagination.total_pages;
  return h(
    'div',
    null,
    h(
      'select',
      {
        value: type,
        onChange: (e) => setType(e.target.value),
        'aria-label': 'Length of residence',
      },
      h('option', { value: 'any' }, 'Any'),
      h('option', { value: 'short_term' }, 'Less than 4 weeks (Short term)'),
      h('option', { value: 'long_term' }, 'More than 4 weeks (Long term)'),
    ),
    h('button', { onClick: () => setOpen(!open) }, date ? format(date, 'dd/MM/yyyy') : 'Any date'),
    open &&
      h(DayPicker, {
        mode: 'single',
        selected: date,
        onSelect: setDate,
        disabled: { before: addDays(new Date(), 1) },
      }),
    h(
      'div',
      { className: 'grid' },
      result.data.map((o) => h(Card, { key: o.id, o })),
    ),
    h(
      'nav',
      { 'aria-label': 'Pagination' },
      Array.from({ length: pages }, (_, i) =>
        h(
          'button',
          { key: i, onClick: () => setPage(i + 1), 'aria-current': page === i + 1 },
          i + 1,
        ),
      ),
    ),
  );
}

for (const el of document.querySelectorAll('[data-residential]')) createRoot(el).render(h(Search));
