import { useApi } from '../../../app/useApi.js';
import { useLoad } from '../../../app/useLoad.js';
import { recordOf, rowsOf } from '../../people/usePersonData.js';
import { readFavourites, type Favourite } from './keep.js';

/**
 * A volunteer's favourite opportunities, with adding and removing one (each
 * change written to `/users/{userId}/favourites/` and shown from what the
 * server answered).
 */
export function useFavourites(userId: string) {
  const api = useApi();
  const list = useLoad(
    async (signal) =>
      readFavourites(
        rowsOf(await api.users.favourites(userId).listAll({ per_page: 100 }, { signal })),
      ),
    userId ? `favourites:${userId}` : null,
  );
  const add = async (opportunityId: string, title: string): Promise<void> => {
    const stored = recordOf(
      await api.users.favourites(userId).store({ opportunity_id: Number(opportunityId), title }),
    );
    if (!stored) throw new Error('The favourite was not stored.');
    list.reload();
  };
  const remove = async (favourite: Favourite): Promise<void> => {
    await api.users.favourites(userId).delete(favourite.id);
    list.reload();
  };
  return { list, add, remove };
}
