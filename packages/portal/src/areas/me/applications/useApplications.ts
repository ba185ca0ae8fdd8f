/**
 * Loads a person's applications with what each one needs: references,
 * parental consent and the stages of its recruitment category (read once per
 * category). Used by the applicant's own screens and by their guardian.
 *
 * @module
 */
import { useApi } from '../../../app/useApi.js';
import { useLoad } from '../../../app/useLoad.js';
import { rowsOf } from '../../people/usePersonData.js';
import { readApplicationDetail, type ApplicationDetail } from './applicationDetails.js';

/** The applications of `userId` (newest first), each with its references, consent and stages. */
export function useApplications(userId: string) {
  const api = useApi();
  return useLoad<ApplicationDetail[]>(
    async (signal) => {
      const apps = rowsOf(
        await api.users.applications(userId).listAll({ per_page: 50 }, { signal }),
      );
      const categories = [
        ...new Set(apps.map((a) => a.category_id).filter((c) => typeof c === 'number')),
      ] as number[];
      const stages = new Map(
        await Promise.all(
          categories.map(
            async (c) =>
              [
                c,
                rowsOf(
                  await api.organisation.recruitment.categories
                    .stages(c)
                    .listAll({ per_page: 50 }, { signal })
                    .catch(() => []),
                ),
              ] as const,
          ),
        ),
      );
      const details = await Promise.all(
        apps.map(async (a) => {
          const scoped = api.users.applications(userId);
          const [references, consents] = await Promise.all([
            scoped.references(a.id as number).listAll({ per_page: 20 }, { signal }),
            scoped.parentalConsent(a.id as number).listAll({ per_page: 20 }, { signal }),
          ]);
          return readApplicationDetail(
            a,
            rowsOf(references),
            rowsOf(consents),
            stages.get(a.category_id as number) ?? [],
          );
        }),
      );
      return details.sort(
        (x, y) => y.appliedAt.localeCompare(x.appliedAt) || Number(y.id) - Number(x.id),
      );
    },
    userId ? `applications-detail:${userId}` : null,
  );
}
