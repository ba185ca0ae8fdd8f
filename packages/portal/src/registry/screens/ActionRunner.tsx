import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Loading } from '../../app/states.js';
import { useServices } from '../../app/services.js';
import { useNotify } from '../../app/ui/toast.js';
import { useRequest } from '../../app/useRequest.js';
import { inferFields, isRecord, normaliseRecord, type AnyRecord } from '../infer.js';
import { humanize } from '../labels.js';
import { fillTemplate, isSafeParam, templateKey } from '../paths.js';
import type { ActionDef } from '../registry.js';
import { ACTION_BODIES, type ActionBody } from './actionBodies.js';
import { expandFields, type FormField } from './formFields.js';
import { RecordForm } from './RecordForm.js';
import { submitErrorMessage } from './serverErrors.js';
import { ResultView } from './ResultView.js';

/**
 * Sends one action's request through the portal's transport and toasts the
 * outcome ("<label>: done." for changes, "<label> failed: ..." on errors).
 * Resolves with the response data; rejects (after the toast) on failure.
 */
export function useSendAction(): (
  action: ActionDef,
  path: string,
  payload: unknown,
) => Promise<unknown> {
  const { http } = useServices();
  const notify = useNotify();
  return useCallback(
    async (action, path, payload) => {
      try {
        const data = await http.request({
          method: action.entry.method,
          path,
          body: payload,
          response: action.entry.response,
          template: action.entry.path,
        });
        if (!action.view) notify({ message: `${action.label}: done.` });
        return data;
      } catch (e) {
        notify({ type: 'danger', message: `${action.label} failed: ${submitErrorMessage(e)}` });
        throw e;
      }
    },
    [http, notify],
  );
}

/** The prefix of path-parameter fields in an action form (`__path.eventId`). */
const PATH_FIELDS = '__path';
/** The optional name/value pairs field of an action form. */
const EXTRA = '__extra';

/** Humanised label of a path parameter: `sessionId` -> "Session id". */
function paramLabel(name: string): string {
  return humanize(name.replace(/([a-z])([A-Z])/g, '$1_$2'));
}

/**
 * The typed fields of an action: the path parameters still unknown, then the
 * body: the catalogue call's typed body (actionBodies.ts), else fields inferred
 * from the document the call changes, else optional name/value pairs; a file
 * upload takes a file. Never a JSON text box.
 */
export function actionFields(
  action: ActionDef,
  known: Record<string, string>,
  document: AnyRecord | null,
): { fields: FormField[]; body: ActionBody | null; bodyKind: string } {
  const missing = action.params.filter((p) => known[p] === undefined);
  const paramFields: FormField[] = missing.map((p) => ({
    name: `${PATH_FIELDS}.${p}`,
    label: paramLabel(p),
    rules: 'required',
  }));
  const bodyKind =
    action.payload !== undefined
      ? 'fixed'
      : (action.entry.body ??
        (action.entry.method === 'GET' || action.entry.method === 'DELETE' ? 'none' : 'json'));
  if (bodyKind !== 'json') return { fields: paramFields, body: null, bodyKind };
  const typed = ACTION_BODIES[action.accessor];
  if (typed) return { fields: [...paramFields, ...typed.fields], body: typed, bodyKind };
  const inferred = document ? expandFields(inferFields(document), document) : [];
  const extra: FormField = {
    name: EXTRA,
    label: inferred.length ? 'More fields (optional)' : 'Fields to send (optional)',
    type: 'pairs',
  };
  return { fields: [...paramFields, ...inferred, extra], body: null, bodyKind };
}

/** The GET call reading the document a PUT call writes (same path), if the catalogue has one. */
function documentReader(action: ActionDef, actions: readonly ActionDef[]): ActionDef | undefined {
  if (action.entry.method !== 'PUT' || ACTION_BODIES[action.accessor]) return undefined;
  const key = templateKey(action.entry.path);
  return actions.find((a) => a.entry.method === 'GET' && templateKey(a.entry.path) === key);
}

/**
 * Runs one call with a typed form: the path parameters it still needs, its
 * body's fields (see {@link actionFields}) or a file, validated with the
 * client's engine; the server's field errors show under their fields, and the
 * result shows as a table or a definition list (views) or a toast.
 */
export function ActionRunner({
  action,
  known,
  onClose,
  onDone,
  autoRun = false,
}: {
  action: ActionDef;
  known: Record<string, string>;
  onClose?: () => void;
  /** Called after a change succeeded, so the screen under the panel reads its data again. */
  onDone?: () => void;
  autoRun?: boolean;
}) {
  const { registry } = useServices();
  const reader = documentReader(action, registry.actions);
  let docPath: string | null = null;
  try {
    docPath = reader ? actionPath(reader, known) : null;
  } catch {
    docPath = null;
  }
  const doc = useRequest<unknown>(
    docPath ? { method: 'GET', path: docPath, template: reader!.entry.path } : null,
    `action-doc:${docPath ?? ''}`,
  );
  if (docPath && doc.status === 'loading') return <Loading label="Loading the current values…" />;
  const document = docPath && doc.status === 'success' ? normaliseRecord(doc.data) : null;
  return (
    <ActionForm
      key={document ? 'doc' : 'plain'}
      action={action}
      known={known}
      document={document}
      onClose={onClose}
      onDone={onDone}
      autoRun={autoRun}
    />
  );
}

function ActionForm({
  action,
  known,
  document,
  onClose,
  onDone,
  autoRun,
}: {
  action: ActionDef;
  known: Record<string, string>;
  document: AnyRecord | null;
  onClose?: () => void;
  onDone?: () => void;
  autoRun: boolean;
}) {
  const send = useSendAction();
  const {
    fields,
    body: typed,
    bodyKind,
  } = useMemo(() => actionFields(action, known, document), [action, known, document]);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [saveState, setSaveState] = useState<0 | 1 | 2>(0);
  const [result, setResult] = useState<{ data: unknown } | null>(null);
  const [dirty, setDirty] = useState(false);
  const ran = useRef(false);

  const run = async (values: AnyRecord): Promise<boolean> => {
    setError(null);
    const { [PATH_FIELDS]: pathValues, [EXTRA]: extra, ...rest } = values;
    const params: Record<string, string> = { ...known };
    if (isRecord(pathValues))
      for (const [k, v] of Object.entries(pathValues)) params[k] = String(v ?? '').trim();
    let payload: unknown = action.payload;
    if (bodyKind === 'json') {
      const merged = { ...rest, ...(isRecord(extra) ? extra : {}) };
      payload = typed?.finish ? typed.finish(merged) : merged;
    } else if (bodyKind === 'form') {
      if (!file) {
        setError(new Error('Choose a file to upload.'));
        return false;
      }
      const form = new FormData();
      form.append('file', file);
      payload = form;
    }
    let path: string;
    try {
      path = actionPath(action, params);
    } catch (e) {
      setError(e);
      return false;
    }
    setSaveState(1);
    try {
      setResult({ data: await send(action, path, payload) });
      setSaveState(action.view ? 0 : 2);
      if (!action.view) {
        setTimeout(() => setSaveState(0), 1500);
        // A change: what the screen under the panel shows (the list, the record) is stale.
        onDone?.();
      }
      return true;
    } catch (e) {
      setSaveState(0);
      setError(e);
      return false;
    }
  };

  useEffect(() => {
    if (autoRun && !ran.current && fields.length === 0 && bodyKind === 'none') {
      ran.current = true;
      void run({});
    }
  });

  return (
    <div className="vkp-action-panel">
      {typed?.intro ? <p className="vkp-note">{typed.intro}</p> : null}
      <RecordForm
        label={action.label}
        draftKey={`action:${action.key}:${JSON.stringify(known)}`}
        fields={fields}
        initial={document}
        params={known}
        saveState={saveState}
        submitLabel={
          action.view ? `Show ${action.label.toLowerCase()}` : `Run ${action.label.toLowerCase()}`
        }
        error={error}
        file={bodyKind === 'form' ? { file, onChange: setFile, required: true } : undefined}
        onDirtyChange={setDirty}
        extraActions={onClose ? <CloseButton dirty={dirty} onClose={onClose} /> : null}
        onSubmit={run}
      />
      {result ? (
        <ResultView data={result.data} kind={action.entry.response} label={action.label} />
      ) : null}
    </div>
  );
}

/** Closes an action panel; with unsaved changes it asks first ("Discard changes?", a second click closes). */
function CloseButton({ dirty, onClose }: { dirty: boolean; onClose: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <button
      type="button"
      className={asking ? 'vkp-button vkp-danger' : 'vkp-button'}
      onClick={() => (dirty && !asking ? setAsking(true) : onClose())}
      onBlur={() => setAsking(false)}
    >
      {asking ? 'Discard changes?' : 'Close'}
    </button>
  );
}

/** Fills a call path; raw params (`{params}pdf/`) may hold several safe segments. */
export function actionPath(action: ActionDef, params: Record<string, string>): string {
  const raw = action.entry.rawParams ?? [];
  if (raw.length === 0) return fillTemplate(action.entry.path, params);
  let path = action.entry.path;
  for (const name of raw) {
    const v = params[name] ?? '';
    const segments = v.split('/').filter(Boolean);
    if (!segments.every((s) => isSafeParam(s))) throw new Error(`Enter a valid ${name}.`);
    path = path.replace(`{${name}}`, segments.length ? segments.join('/') + '/' : '');
  }
  return fillTemplate(path, params);
}
