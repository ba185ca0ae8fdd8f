import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, useLocation } from 'react-router';
import { expect, it } from 'vitest';
import { manageUrl } from '../registry.js';
import { ResourceScreen } from './ResourceScreen.js';
import { Harness, testRegistry } from './testSupport.js';

function Where() {
  const { pathname } = useLocation();
  return (
    <>
      <output aria-label="Where">{pathname}</output>
      <Link to="/manage/elsewhere">Go elsewhere</Link>
    </>
  );
}

it('a save does not pull back to the record a reader who went elsewhere within a moment', async () => {
  const def = testRegistry.resources.find(
    (d) => d.params.length === 0 && !d.upload && d.screens.has('create') && d.screens.has('show'),
  )!;
  render(
    <Harness path={manageUrl(def, {}, 'create')} route="/manage/*">
      <ResourceScreen />
      <Where />
    </Harness>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
  await screen.findByText(`${def.label}: created.`);
  // Away before the 400 ms move to the new record.
  fireEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
  expect(screen.getByRole('status', { name: 'Where' }).textContent).toBe('/manage/elsewhere');
  await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
  expect(screen.getByRole('status', { name: 'Where' }).textContent).toBe('/manage/elsewhere');
});
