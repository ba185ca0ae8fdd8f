import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../app/states.js';
import { useServices } from '../../app/services.js';
import { useNotify } from '../../app/ui/toast.js';
import { fillTemplate, isSafeParam } from '../paths.js';
import type { ActionDef } from '../registry.js';
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
        notify({ type: 'danger', message: `${action.label} failed: ${errorMessage(e)}` });
        throw e;
      }
    },
    [http, notify],
  );
}

/**
 * Runs one call: asks for the path parameters it still needs, a JSON body or a
 * file when it takes one, sends it, and shows the result (views) or a toast.
 */
export function ActionRunner({
  action,
  known,
  onClose,
  autoRun = false,
}: {
  action: ActionDef;
  known: Record<string, string>;
  onClose?: () => void;
  autoRun?: boolean;
}) {
  const send = useSendAction();
  const uid = useId();
  const missing = action.params.filter((p) => known[p] === undefined);
  const [values, setValues] = useState<Record<string, string>>({});
  const [body, setBody] = useState('{}');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ data: unknown } | null>(null);
  // A fixed payload (a resource's store offered as an action) is sent as is, never asked for.
  const bodyKind =
    action.payload !== undefined
      ? 'fixed'
      : (action.entry.body ??
        (action.entry.method === 'GET' || action.entry.method === 'DELETE' ? 'none' : 'json'));
  const ran = useRef(false);

  const run = async () => {
    setError(null);
    const params: Record<string, string> = { ...known };
    for (const p of missing) {
      const v = (values[p] ?? '').trim();
      if (
        !isSafeParam(v) &&
        !(action.entry.rawParams?.includes(p) && /^[A-Za-z0-9_\-/]+$/.test(v))
      ) {
        setError(`Enter a valid ${p}.`);
        return;
      }
      params[p] = v;
    }
    let payload: unknown = action.payload;
    if (bodyKind === 'json') {
      try {
        payload = JSON.parse(body || '{}');
      } catch {
        setError('The body is not valid JSON.');
        return;
      }
    } else if (bodyKind === 'form') {
      if (!file) {
        setError('Choose a file to upload.');
        return;
      }
      const form = new FormData();
      form.append('file', file);
      payload = form;
    }
    let path: string;
    try {
      path = actionPath(action, params);
    } catch (e) {
      setError(errorMessage(e));
      return;
    }
    setBusy(true);
    try {
      setResult({ data: await send(action, path, payload) });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (autoRun && !ran.current && missing.length === 0 && bodyKind === 'none') {
      ran.current = true;
      void run();
    }
  });

  return (
    <form
      className="vkp-action-panel"
      aria-label={action.label}
      onSubmit={(e) => {
        e.preventDefault();
        void run();
      }}
    >
      {missing.map((p) => (
        <div className="vkp-form-field" key={p}>
          <label htmlFor={`${uid}-${p}`}>{p}</label>
          <input
            id={`${uid}-${p}`}
            required
            value={values[p] ?? ''}
            onChange={(e) => setValues({ ...values, [p]: e.target.value })}
          />
        </div>
      ))}
      {bodyKind === 'json' ? (
        <div className="vkp-form-field">
          <label htmlFor={`${uid}-body`}>Body (JSON)</label>
          <textarea
            id={`${uid}-body`}
            rows={4}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        </div>
      ) : null}
      {bodyKind === 'form' ? (
        <div className="vkp-form-field">
          <label htmlFor={`${uid}-file`}>File</label>
          <input
            id={`${uid}-file`}
            type="file"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
      ) : null}
      {error ? (
        <p className="vkp-field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="vkp-form-actions">
        <button type="submit" className="vkp-button vkp-primary" disabled={busy} aria-busy={busy}>
          {busy
            ? 'Working…'
            : action.view
              ? `Show ${action.label.toLowerCase()}`
              : `Run ${action.label.toLowerCase()}`}
        </button>
        {onClose ? (
          <button type="button" className="vkp-button" onClick={onClose}>
            Close
          </button>
        ) : null}
      </div>
      {result ? (
        <ResultView data={result.data} kind={action.entry.response} label={action.label} />
      ) : null}
    </form>
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
