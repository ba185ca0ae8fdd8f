import { useId, useMemo, useRef } from 'react';
import { fileTypeLabel, formatFileSize } from '@volunteerkit/api-client/format';
import { useServices } from '../../app/services.js';
import { errorMessage } from '../../app/states.js';
import { FormProblem } from '../../app/ui/FormProblem.js';
import { usePanelActions } from '../../app/usePanelActions.js';
import { readAttachments, type Attachment } from './eventRecords.js';
import { PANEL_PAGE as PAGE, type EventPanelProps } from './useEventContext.js';
import { useLoad } from '../../app/useLoad.js';
import { FormField } from '../../app/ui/FormField.js';
import { InlineForm, PanelTable, RemoveButton } from './panelParts.js';
import { downloadBlob } from '../../app/download.js';

const ATTACHMENT_COLUMNS = ['File', 'Type', 'Size', 'Actions'];
/** The largest file the sandbox takes in one request (5 MiB). */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/** The API path (below `/api/`) of a stored file's URL, or null when it is not one of ours. */
export function filePath(url: string): string | null {
  const path = url.startsWith('/')
    ? url
    : (() => {
        try {
          return new URL(url).pathname;
        } catch {
          return '';
        }
      })();
  const m = /\/api\/(_files\/[A-Za-z0-9_-]{8,128})$/.exec(path);
  return m ? m[1]! : null;
}

/** An event's attachments: upload a file, list them with type and size, download, delete. */
export function AttachmentsPanel({ eventId, context, announce }: EventPanelProps) {
  const { http } = useServices();
  const api = context.api.events.attachments(eventId);
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const list = useLoad((signal) => api.listAll(PAGE, { signal, maxPages: 5 }), eventId);
  const rows = useMemo(() => (list.status === 'success' ? readAttachments(list.data) : []), [list]);
  const { problem, setProblem, busy, run, fire } = usePanelActions(list.reload, announce);

  const upload = async () => {
    const file = input.current?.files?.[0];
    if (!file) return setProblem('Choose a file to upload.');
    if (file.size > MAX_ATTACHMENT_BYTES)
      return setProblem(`The file is ${formatFileSize(file.size)}: the limit is 5 MB.`);
    await run(async () => {
      const form = new FormData();
      form.append('file', file, file.name);
      form.append('name', file.name);
      await api.store(form);
      if (input.current) input.current.value = '';
    }, `${file.name} uploaded.`);
  };

  const download = async (a: Attachment) => {
    const path = a.url ? filePath(a.url) : null;
    if (!path) return setProblem(`${a.name} has no file to download.`);
    try {
      const blob = await http.request<Blob>({ method: 'GET', path, response: 'binary' });
      downloadBlob(blob, a.name);
      announce(`${a.name} downloaded.`);
    } catch (e) {
      setProblem(errorMessage(e));
    }
  };

  return (
    <section className="vke-panel" aria-labelledby={`${ids}-h`}>
      <h2 id={`${ids}-h`}>Attachments</h2>
      <InlineForm
        label="Upload an attachment"
        submitLabel={busy ? 'Uploading…' : 'Upload'}
        busy={busy}
        onSubmit={() => void upload()}
      >
        <FormField id={`${ids}-file`} label="File (up to 5 MB)">
          <input id={`${ids}-file`} ref={input} type="file" />
        </FormField>
      </InlineForm>
      <FormProblem problem={problem} />
      <PanelTable
        state={list}
        loading="Loading attachments…"
        empty={rows.length === 0}
        whenEmpty="No attachments yet."
        caption="Attachments"
        columns={ATTACHMENT_COLUMNS}
        busy={busy}
      >
        {rows.map((a) => (
          <tr key={a.id}>
            <td>{a.name}</td>
            <td>{fileTypeLabel(a.mimeType)}</td>
            <td>{a.size === null ? '—' : formatFileSize(a.size)}</td>
            <td className="vke-row-actions">
              <button
                type="button"
                className="vkp-button"
                disabled={!a.url}
                aria-label={`Download ${a.name}`}
                onClick={() => void download(a)}
              >
                Download
              </button>
              <RemoveButton
                label={`Delete ${a.name}`}
                onRemove={() => fire(() => api.delete(a.id), `${a.name} deleted.`)}
              />
            </td>
          </tr>
        ))}
      </PanelTable>
    </section>
  );
}
