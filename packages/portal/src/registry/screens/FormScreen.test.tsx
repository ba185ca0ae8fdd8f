import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { RequestOptions } from '@volunteerkit/api-client';
import { Link, useLocation } from 'react-router';
import { expect, it } from 'vitest';
import { manageUrl } from '../registry.js';
import { ResourceScreen } from './ResourceScreen.js';
import { fakeHttp, Harness, testRegistry } from './testSupport.js';

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
  // A plain collection (a name and a description): the form is ready as soon as it shows.
  const def = testRegistry.byAccessor.get('folders')!;
  expect(def.screens.has('create') && def.screens.has('show')).toBe(true);
  const calls: RequestOptions[] = [];
  render(
    <Harness path={manageUrl(def, {}, 'create')} route="/manage/*" http={fakeHttp(calls)}>
      <ResourceScreen />
      <Where />
    </Harness>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  // Let the answer be handled (the move to the record is scheduled then), well inside 400 ms.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  // Away before the 400 ms move to the new record.
  fireEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
  expect(screen.getByRole('status', { name: 'Where' }).textContent).toBe('/manage/elsewhere');
  await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
  expect(screen.getByRole('status', { name: 'Where' }).textContent).toBe('/manage/elsewhere');
});
