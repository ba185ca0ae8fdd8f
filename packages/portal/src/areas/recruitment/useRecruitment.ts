import { useCallback, useMemo } from 'react';
import { usePeopleNames } from '../../app/usePeopleNames.js';
import { HIDDEN_NAME } from '../../app/permissionNames.js';
import { updateAndReadBack } from '../../app/updateAndReadBack.js';
import { useLoad } from '../../app/useLoad.js';
import { useApi } from '../../app/useApi.js';
import { byApplication, readApplication, readStages, type Application } from './applications.js';

type Rec = Record<string, unknown>;
const ALL = { per_page: 500, limit: 500 } as const;

const rows = (r: unknown): Rec[] => (Array.isArray(r) ? (r as Rec[]) : []);

/**
 * The recruitment pipeline's data for one category and status: categories,
 * its stages, the applications of the status (all categories), references,
 * parental consents, closing reasons and
 * applicants' names; and the writes (move, close, duplicate), each of which
 * answers the record the server stored.
 */
export function useRecruitment(categoryId: string | null, status: string) {
  const api = useApi();
  const categories = useLoad(
    (signal) => api.organisation.recruitment.categories.listAll(ALL, { signal, maxPages: 4 }),
    'categories',
  );
  const stages = useLoad(
    (signal) =>
      api.organisation.recruitment.categories
        .stages(categoryId!)
        .listAll(ALL, { signal, maxPages: 2 })
        .then((r) => readStages(rows(r))),
    categoryId,
  );
  // Every category's applications of the status: the category list shows their counts.
  const applications = useLoad(
    (signal) =>
      api.applications
        .listAll({ ...ALL, filter: { status } }, { signal, maxPages: 10 })
        .then((r) => rows(r).flatMap((x) => readApplication(x) ?? [])),
    status,
  );
  const links = useLoad(async (signal) => {
    const [refs, consents, reasons] = await Promise.all([
      api.reference.listAll(ALL, { signal, maxPages: 10 }),
      api.parentalConsent.listAll(ALL, { signal, maxPages: 10 }),
      api.organisation.recruitmentClosingReasons.listAll(ALL, { signal, maxPages: 2 }),
    ]);
    return {
      references: byApplication(rows(refs)),
      consents: byApplication(rows(consents)),
      reasons: rows(reasons).map((r) => ({ id: Number(r.id), name: String(r.name ?? r.id) })),
    };
  }, 'links');
  // Names are optional: without 'view-users' the screen says so and cards say the name is hidden.
  const people = usePeopleNames(() => '');

  const update = useCallback(
    // A 412 rejects with a StaleRecordError<Application> carrying the newer application.
    (app: Application, body: Rec): Promise<Application> =>
      updateAndReadBack({
        update: () => api.applications.update(app.id, body, app.etag ? { ifMatch: app.etag } : {}),
        show: () => api.applications.show(app.id),
        read: readApplication,
        noun: 'application',
      }),
    [api],
  );

  const duplicate = useCallback(
    async (id: string, name: string): Promise<Rec> => {
      const copy = (await api.organisation.recruitment.categories.duplicate(id, { name })) as {
        data?: Rec;
      };
      const newId = copy.data?.id;
      if (newId === undefined) throw new Error('The copy was not returned.');
      return (await api.organisation.recruitment.categories.show(String(newId))).data;
    },
    [api],
  );

  const nameOf = useMemo(() => {
    const names = new Map(people.data?.map((p) => [p.id, p.name]));
    return (app: Application) =>
      (app.userId !== null ? names?.get(app.userId) : undefined) ||
      `${HIDDEN_NAME} (application ${app.id})`;
  }, [people.data]);

  return { categories, stages, applications, links, update, duplicate, nameOf };
}
