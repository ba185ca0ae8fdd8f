import { useState } from 'react';
import { useShellText } from '../../../app/shell/useShellText.js';
import { actionError } from '../../people/usePersonData.js';
import { useMyText } from '../useMyText.js';
import type { Favourite } from './keep.js';
import type { useFavourites } from './useFavourites.js';

/**
 * ☆ / ★ beside an opportunity: adds it to the volunteer's favourites or
 * removes it (a toggle button, `aria-pressed`), saying what happened.
 */
export function FavouriteToggle({
  opportunityId,
  title,
  favourites,
  announce,
}: {
  opportunityId: string;
  title: string;
  favourites: ReturnType<typeof useFavourites>;
  announce: (message: string) => void;
}) {
  const { text, fill } = useMyText();
  const shell = useShellText().text;
  const [busy, setBusy] = useState(false);
  const current: Favourite | undefined = favourites.list.data?.find(
    (f) => f.opportunityId === opportunityId,
  );
  const on = current !== undefined;
  const label = fill(on ? text.removeFavourite : text.addFavourite, { title });
  return (
    <button
      type="button"
      className="vkp-button vkm-favourite"
      aria-pressed={on}
      aria-label={label}
      title={label}
      disabled={busy || favourites.list.status !== 'success'}
      onClick={() => {
        setBusy(true);
        (current ? favourites.remove(current) : favourites.add(opportunityId, title))
          .then(() =>
            announce(fill(current ? text.favouriteRemoved : text.favouriteAdded, { title })),
          )
          .catch((e: unknown) =>
            announce(fill(text.notSavedReason, { reason: actionError(e, shell) })),
          )
          .finally(() => setBusy(false));
      }}
    >
      <span aria-hidden="true">{on ? '★' : '☆'}</span>
    </button>
  );
}
