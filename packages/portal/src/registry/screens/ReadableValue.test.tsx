import { render, screen } from '@testing-library/react';
import { ReadableFields } from './ReadableValue.js';
import { Harness } from './testSupport.js';

test('a picture shows as the picture, a service file as a named link, never its /api/ address', () => {
  render(
    <Harness path="/">
      <ReadableFields
        accessor="residentialOpportunities"
        record={{
          name: 'Dry-stone walling',
          image: 'http://127.0.0.1:5020/api/_media/opportunities/200.svg',
          image_alt: 'A dry-stone wall on a hill',
          document: 'http://127.0.0.1:5020/api/_media/docs/7',
          website: 'https://example.org/walls',
        }}
      />
    </Harness>,
  );
  const img = screen.getByRole('img', { name: 'A dry-stone wall on a hill' });
  expect(img.getAttribute('src')).toBe('http://127.0.0.1:5020/api/_media/opportunities/200.svg');
  expect(screen.getByRole('link', { name: 'Open the file' }).getAttribute('href')).toBe(
    'http://127.0.0.1:5020/api/_media/docs/7',
  );
  expect(screen.getByRole('link', { name: 'example.org/walls' })).toBeTruthy();
  expect(document.body.textContent).not.toMatch(/\/api\//);
});
