/**
 * A minimal view used until the @volunteerkit/widgets residential components
 * are wired in: a form and a plain list over the same transport.
 *
 * @module
 */
import { h, render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { ViewContext, ViewModule } from './types.js';

interface Item {
  id: number | string;
  display_name: string;
}

function Placeholder({ context }: { context: ViewContext }) {
  const { options, http, emit } = context;
  const [type, setType] = useState('any');
  const [page, setPage] = useState(1);
  const [items, setItems] = useState<Item[] | null>(null);
  useEffect(() => {
    if (options.view === 'search') return;
    const controller = new AbortController();
    http
      .request<{ data: Item[] }>({
        method: 'GET',
        path: 'residential-opportunities/',
        query: { limit: 8, include: 'image', page, type },
        public: true,
        signal: controller.signal,
      })
      .then((body) => {
        setItems(body.data);
        emit({ type: 'search', page, ids: body.data.map((i) => i.id) });
      })
      .catch(() => setItems([]));
    return () => controller.abort();
  }, [options.view, http, emit, page, type]);
  return h(
    'div',
    { class: 'vk-placeholder' },
    h(
      'form',
      {
        role: 'search',
        onSubmit: (e: Event) => {
          e.preventDefault();
          if (options.view === 'search')
            context.window.location.assign(`${options.resultsUrl}#type=${type}`);
          else setPage(1);
        },
      },
      h('h2', null, 'Find your volunteering opportunity'),
      h(
        'label',
        null,
        'Length of residence ',
        h(
          'select',
          { value: type, onChange: (e: Event) => setType((e.target as HTMLSelectElement).value) },
          h('option', { value: 'any' }, 'Any'),
          h('option', { value: 'short_term' }, 'Less than 4 weeks (Short term)'),
          h('option', { value: 'long_term' }, 'More than 4 weeks (Long term)'),
        ),
      ),
      h('button', { type: 'submit' }, 'Search'),
    ),
    items &&
      h(
        'ul',
        null,
        items.map((i) => h('li', { key: i.id }, i.display_name)),
      ),
    items && h('button', { type: 'button', onClick: () => setPage(page + 1) }, 'Next page'),
  );
}

/** Creates the placeholder view module. */
export function placeholderView(): ViewModule {
  return {
    styles: ['.vk-placeholder { padding: 1rem; }'],
    render(container, context) {
      render(h(Placeholder, { context }), container);
    },
    unmount(container) {
      render(null, container);
    },
  };
}
