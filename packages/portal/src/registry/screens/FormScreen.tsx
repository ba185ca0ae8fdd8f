import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Page, type Crumb } from '../../app/Page.js';
import { ErrorState, Loading } from '../../app/states.js';
import { useServices } from '../../app/services.js';
import { useNotify } from '../../app/ui/toast.js';
import { useRequest } from '../../app/useRequest.js';
import { inferFields, isRecord, normaliseList, normaliseRecord, type AnyRecord } from '../infer.js';
import { manageUrl, type ResourceDef } from '../registry.js';
import { collectionPath, recordPath } from '../requests.js';
import { RecordForm } from './RecordForm.js';
import { submitErrorMessage } from './serverErrors.js';
import { useRecordName } from '../../presentation/useRecordName.js';
import { expandFields, presentFormFields, type FormField } from './formFields.js';

/** The optional free-form field of generic forms: name/value pairs merged into the body. */
export const EXTRA_FIELD = '__extra';

/** "users" -> "user", "categories" -> "category"; other words as they are. */
export function singular(word: string): string {
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  if (/(ss|us|is)$/.test(word)) return word;
  return word.replace(/s$/, '');
}

/**
 * The generic create and edit screens. Fields come from the resource's
 * override, else from the record being edited, else from a sample row of its
 * list (nested values become typed sub-fields, see formFields.ts); every form
 * also takes optional extra name/value pairs. No field is a JSON text box.
 */
export function FormScreen({
  def,
  params,
  mode,
  id,
  crumbs,
}: {
  def: ResourceDef;
  params: Record<string, string>;
  mode: 'create' | 'edit';
  id?: string;
  crumbs: Crumb[];
}) {
  const loadRecord = mode === 'edit' && id !== undefined && def.screens.has('show');
  const loadSample = !def.overrides.fields && !loadRecord && def.screens.has('list');
  const source = useRequest<unknown>(
    loadRecord
      ? { method: 'GET', path: recordPath(def, params, id, 'show'), template: def.path }
      : loadSample
        ? {
            method: 'GET',
            path: collectionPath(def, params),
            query: { limit: 1, per_page: 1 },
            template: def.path,
          }
        : null,
    `${def.key}:${mode}:${JSON.stringify(params)}:${id ?? ''}`,
  );
  const waiting = (loadRecord || loadSample) && source.status === 'loading';
  const record = loadRecord && source.status === 'success' ? normaliseRecord(source.data) : null;
  const sample =
    loadSample && source.status === 'success' ? (normaliseList(source.data).rows[0] ?? null) : null;
  // A record is named as people name it ("Edit Ada Lovelace – Rangers"), never by its id.
  const named = useRecordName(def.accessor, record);
  const title =
    mode === 'create'
      ? `New ${singular(def.label.toLowerCase())}`
      : named && !named.startsWith('Untitled ')
        ? `Edit ${named}`
        : `Edit ${singular(def.label.toLowerCase())}`;
  const fullCrumbs = [
    ...crumbs,
    { label: def.fullLabel, to: manageUrl(def, params) },
    { label: title },
  ];

  const fields = useMemo<FormField[]>(() => {
    const extra: FormField = { name: EXTRA_FIELD, label: 'More fields (optional)', type: 'pairs' };
    // A resource whose fields are known asks for those only: no free "More fields".
    if (def.overrides.fields)
      return presentFormFields(def.accessor, expandFields(def.overrides.fields, record));
    const from = record ?? sample;
    const inferred = presentFormFields(def.accessor, expandFields(inferFields(from), from));
    // Nothing to infer from (an empty list, no show): a name and free extra fields.
    const base: FormField[] = inferred.length > 0 ? inferred : [{ name: 'name', rules: 'max:255' }];
    return [...base, extra];
  }, [def.accessor, def.overrides.fields, record, sample]);

  if (waiting)
    return (
      <Page title={title} crumbs={fullCrumbs}>
        <Loading />
      </Page>
    );
  if (loadRecord && source.status === 'error')
    return (
      <Page title={title} crumbs={fullCrumbs}>
        <ErrorState error={source.error} onRetry={source.reload} />
      </Page>
    );
  return (
    <Page title={title} crumbs={fullCrumbs}>
      <FormBody
        key={fields.map((f) => f.name).join(',')}
        def={def}
        params={params}
        mode={mode}
        id={id}
        fields={fields}
        record={record}
      />
    </Page>
  );
}

function FormBody({
  def,
  params,
  mode,
  id,
  fields,
  record,
}: {
  def: ResourceDef;
  params: Record<string, string>;
  mode: 'create' | 'edit';
  id?: string;
  fields: FormField[];
  record: AnyRecord | null;
}) {
  const { http } = useServices();
  const notify = useNotify();
  const navigate = useNavigate();
  // The move to the saved record (or the "Saved" state's end) a moment after a save; a
  // reader who has gone elsewhere by then stays there (it is cancelled with the form).
  const afterSave = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(afterSave.current), []);
  const [saveState, setSaveState] = useState<0 | 1 | 2>(0);
  const [error, setError] = useState<unknown>(null);
  const [file, setFile] = useState<File | null>(null);
  const upload = mode === 'create' && def.upload;

  return (
    <RecordForm
      draftKey={`${def.key}:${JSON.stringify(params)}:${mode}:${id ?? ''}`}
      fields={fields}
      initial={record}
      params={params}
      saveState={saveState}
      submitLabel={mode === 'create' ? (upload ? 'Upload' : 'Create') : 'Save'}
      error={error}
      file={
        upload
          ? {
              file,
              onChange: (f) => {
                setFile(f);
                setError(null);
              },
              required: true,
            }
          : undefined
      }
      onSubmit={async (body) => {
        setSaveState(1);
        setError(null);
        try {
          const { [EXTRA_FIELD]: extra, ...rest } = body;
          let payload: unknown = { ...rest, ...(isRecord(extra) ? extra : {}) };
          if (upload) {
            if (!file) throw new Error('Choose a file to upload.');
            const form = new FormData();
            form.append('file', file);
            if (isRecord(payload))
              for (const [k, v] of Object.entries(payload))
                if (v !== undefined && v !== null)
                  form.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
            payload = form;
          }
          const result =
            mode === 'create'
              ? await http.request({
                  method: 'POST',
                  path: collectionPath(def, params),
                  body: payload,
                  template: def.path,
                })
              : await http.request({
                  method: 'PUT',
                  path: recordPath(def, params, id ?? '', 'update'),
                  body: payload,
                  template: def.path,
                });
          setSaveState(2);
          notify({
            message: mode === 'create' ? `${def.label}: created.` : `${def.label}: saved.`,
          });
          const saved = normaliseRecord(result);
          const newId = saved?.[def.entry.idParam ?? 'id'] ?? saved?.id ?? id;
          const target =
            (typeof newId === 'string' || typeof newId === 'number') && def.screens.has('show')
              ? manageUrl(def, params, 'show', newId)
              : def.screens.has('list')
                ? manageUrl(def, params)
                : null;
          clearTimeout(afterSave.current);
          afterSave.current = target
            ? setTimeout(() => navigate(target), 400)
            : setTimeout(() => setSaveState(0), 1500);
          return true;
        } catch (e) {
          setSaveState(0);
          setError(e);
          notify({ type: 'danger', message: submitErrorMessage(e) });
          return false;
        }
      }}
    />
  );
}
