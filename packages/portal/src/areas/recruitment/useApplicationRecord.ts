import { useApi } from '../../app/useApi.js';
import { useLoad } from '../../app/useLoad.js';
import { rowsOf, recordOf } from '../people/usePersonData.js';
import { readStages } from './applications.js';
import {
  readConsent,
  readDocuments,
  readReferences,
  type ApplicationDocument,
  type ConsentLine,
  type ReferenceLine,
} from './applicationRecord.js';

type Rec = Record<string, unknown>;

/** Everything the application record page shows. */
export interface ApplicationRecordData {
  /** The pipeline's record (`/applications/{id}`). */
  app: Rec;
  /** The recruitment category's name ('' when unknown) and its stages. */
  category: string;
  stages: { key: string; label: string }[];
  documents: ApplicationDocument[];
  references: ReferenceLine[];
  consent: ConsentLine | null;
  /** Closing reasons by id. */
  reasons: Map<number, string>;
}

const ALL = { per_page: 100 } as const;

/**
 * Loads one application of the pipeline with its linked records: the
 * category and its stages, the documents (kept under the applicant's copy,
 * `/users/{userId}/applications/{copyId}/documents/`), references and parental
 * consent (`/reference`, `/parental-consent` by `application_id`) and the
 * closing reasons. A linked list that cannot be read is shown as empty rather
 * than hiding the application.
 */
export function useApplicationRecord(applicationId: string) {
  const api = useApi();
  return useLoad<ApplicationRecordData>(async (signal) => {
    const app = recordOf(await api.applications.show(applicationId, undefined, { signal }));
    if (!app) throw new Error('The server sent an application the portal cannot read.');
    const userId = typeof app.user_id === 'number' ? app.user_id : null;
    const categoryId = typeof app.category_id === 'number' ? app.category_id : null;
    const filter = { filter: { application_id: applicationId } };
    const soft = <T>(p: Promise<T>, empty: T): Promise<T> => p.catch(() => empty);
    const [category, stages, references, consents, reasons, documents] = await Promise.all([
      categoryId === null
        ? Promise.resolve(null)
        : soft(
            api.organisation.recruitment.categories
              .show(categoryId, undefined, { signal })
              .then(recordOf),
            null,
          ),
      categoryId === null
        ? Promise.resolve([])
        : soft(
            api.organisation.recruitment.categories
              .stages(categoryId)
              .listAll(ALL, { signal, maxPages: 2 })
              .then((r) => readStages(rowsOf(r))),
            [],
          ),
      soft(api.reference.listAll({ ...ALL, ...filter }, { signal, maxPages: 2 }).then(rowsOf), []),
      soft(
        api.parentalConsent.listAll({ ...ALL, ...filter }, { signal, maxPages: 2 }).then(rowsOf),
        [],
      ),
      soft(
        api.organisation.recruitmentClosingReasons
          .listAll(ALL, { signal, maxPages: 2 })
          .then(rowsOf),
        [],
      ),
      userId === null
        ? Promise.resolve([])
        : soft(
            (async () => {
              const own = api.users.applications(userId);
              const copies = rowsOf(await own.listAll(ALL, { signal, maxPages: 2 }));
              const copy = copies.find((c) => String(c.application_id) === applicationId);
              if (!copy) return [];
              return rowsOf(
                await own.documents(copy.id as number).listAll(ALL, { signal, maxPages: 2 }),
              );
            })(),
            [] as Rec[],
          ),
    ]);
    return {
      app,
      category: typeof category?.name === 'string' ? category.name : '',
      stages,
      documents: readDocuments(documents),
      references: readReferences(references),
      consent: readConsent(consents),
      reasons: new Map(reasons.map((r) => [Number(r.id), String(r.name ?? '')])),
    };
  }, `application:${applicationId}`);
}
