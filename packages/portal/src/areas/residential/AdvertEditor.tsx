import { useMemo, useState, type FormEvent } from 'react';
import { isStaleRecord, staleOn412 } from '../../app/stale.js';
import { errorMessage } from '../../app/states.js';
import { useApi } from '../../app/useApi.js';
import { AdvertForm } from './AdvertForm.js';
import {
  draftBody,
  draftOf,
  draftProblems,
  previewOpportunity,
  readAdverts,
  type Advert,
} from './adverts.js';
import { CardPreview } from './CardPreview.js';
import { FormProblem } from '../../app/ui/FormProblem.js';
import { WorkRequirements } from '../safety/WorkRequirements.js';

/** Signed-in calls: the residential list is public by default in the catalogue. */
const SIGNED_IN = { public: false } as const;

/**
 * Edits one advert (or creates one for `teamId`) beside a live preview of its
 * public card. Saving sends only the edited fields with the version read
 * (If-Match); a 412 shows the newer record. Publishing is a separate button,
 * offered to holders of `publish-opportunities`. Every change is read back.
 */
export function AdvertEditor({
  advert: initial,
  teamId,
  canPublish,
  announce,
  onSaved,
}: {
  advert: Advert | null;
  teamId: string;
  canPublish: boolean;
  announce: (text: string) => void;
  onSaved: (id: string) => void;
}) {
  const api = useApi();
  const [base, setBase] = useState<Advert | null>(initial);
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  const preview = useMemo(() => previewOpportunity(base, draft), [base, draft]);

  const readBack = async (id: string): Promise<Advert | null> => {
    const fresh = await api.residentialOpportunities.show(id, {}, SIGNED_IN);
    return readAdverts([fresh.data])[0] ?? null;
  };

  const attempt = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await staleOn412(
        action,
        async (current) =>
          base ? (readAdverts([current ?? {}])[0] ?? (await readBack(base.id))) : null,
        'Someone else changed this advert. Their version is shown.',
      );
    } catch (e) {
      if (isStaleRecord<Advert>(e) && e.newer) {
        setBase(e.newer);
        setDraft(draftOf(e.newer));
        setStale(true);
        announce(e.message);
        onSaved(e.newer.id);
        return;
      }
      setFailure(errorMessage(isStaleRecord(e) ? e.refused : e));
    } finally {
      setBusy(false);
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const found = draftProblems(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      announce('The advert was not saved: check the marked fields.');
      return;
    }
    void attempt(async () => {
      const body = draftBody(draft);
      let id = base?.id;
      if (base) {
        await api.residentialOpportunities.update(base.id, body, {
          ...SIGNED_IN,
          ...(base.etag ? { ifMatch: base.etag } : {}),
        });
      } else {
        const stored = await api.residentialOpportunities.store(
          { ...body, team_id: /^\d+$/.test(teamId) ? Number(teamId) : null },
          SIGNED_IN,
        );
        id = String(stored.data.id);
      }
      const fresh = id ? await readBack(id) : null;
      if (fresh) {
        setBase(fresh);
        setDraft(draftOf(fresh));
      }
      setStale(false);
      announce(
        base ? `Advert ${body.display_name as string} saved.` : 'Advert created as a draft.',
      );
      if (id) onSaved(id);
    });
  };

  const togglePublished = () => {
    if (!base) return;
    const next = !base.published;
    void attempt(async () => {
      await api.residentialOpportunities.update(
        base.id,
        { published: next },
        { ...SIGNED_IN, ...(base.etag ? { ifMatch: base.etag } : {}) },
      );
      const fresh = await readBack(base.id);
      if (fresh) setBase(fresh);
      announce(
        next
          ? `${base.title} is published: it appears in the public search.`
          : `${base.title} is unpublished: the public search no longer shows it.`,
      );
      onSaved(base.id);
    });
  };

  return (
    <div className="vkres-editor">
      <form className="vkp-form" onSubmit={save} noValidate aria-busy={busy} aria-label="Advert">
        {stale ? (
          <p className="vkp-form-error" role="alert">
            Someone else changed this advert while you were editing. Their version is shown: make
            your change again and save.
          </p>
        ) : null}
        <FormProblem problem={failure} />
        <AdvertForm draft={draft} problems={problems} onChange={setDraft} />
        {base ? <WorkRequirements kind="residential" id={base.id} record={base.record} /> : null}
        <div className="vkres-actions">
          <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
            {base ? 'Save advert' : 'Create draft'}
          </button>
          {base ? (
            <>
              <span className="vkres-state" data-testid="advert-state">
                {base.published ? 'Published' : 'Draft'}
              </span>
              <button
                type="button"
                className="vkp-button"
                disabled={busy || !canPublish}
                aria-describedby={canPublish ? undefined : 'vkres-publish-why'}
                onClick={togglePublished}
              >
                {base.published ? 'Unpublish' : 'Publish'}
              </button>
              {canPublish ? null : (
                <span id="vkres-publish-why" className="vkres-hint">
                  Publishing needs the publish-opportunities permission.
                </span>
              )}
            </>
          ) : null}
        </div>
      </form>
      <section className="vkres-preview-panel" aria-labelledby="vkres-preview-h">
        <h3 id="vkres-preview-h">Public card preview</h3>
        <p className="vkres-hint">As the residential search shows it; it follows your changes.</p>
        <CardPreview opportunity={preview} />
      </section>
    </div>
  );
}
