import { useId, useState } from 'react';
import { ApiError } from '@volunteerkit/api-client';
import { useShellText } from '../../../app/shell/useShellText.js';
import { StatusLine, useAnnouncer } from '../../../app/ui/Announcer.js';
import { Avatar, setOwnPhoto, useOwnPhoto } from '../../../app/ui/Avatar.js';
import { describedBy, FieldError } from '../../../app/ui/FieldError.js';
import { useApi } from '../../../app/useApi.js';
import { actionError, recordOf, rowsOf } from '../../people/usePersonData.js';
import { FileInput } from '../FileInput.js';
import { useMyText } from '../useMyText.js';
import { PHOTO_TYPES, photoProblem, squarePhoto } from './photo.js';
import './photo.css';
import '../me.css';

/**
 * My profile photo on my record (issue 49): choose an image (JPEG, PNG or
 * WebP, at most 2 MB; a wrong one is refused beside the field before anything
 * is sent), which is cropped to a square from its centre and uploaded; or
 * remove it. The header, the home screen and the record show the change at once.
 */
export function PhotoCard({ userId, name }: { userId: string; name: string }) {
  const id = useId();
  const api = useApi();
  const { text, fill } = useMyText();
  const shell = useShellText().text;
  const url = useOwnPhoto(userId);
  const { announce, message } = useAnnouncer();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState(0);

  const check = (f: File | undefined): string | null => {
    if (!f) return null;
    const problem = photoProblem(f);
    return problem?.kind === 'type'
      ? text.photoBadType
      : problem?.kind === 'size'
        ? fill(text.photoTooBig, { size: problem.size })
        : null;
  };

  const upload = async () => {
    const problem = file ? check(file) : text.photoBadType;
    setError(problem);
    if (problem || !file) return;
    setBusy(true);
    try {
      let square: Blob;
      try {
        square = await squarePhoto(file);
      } catch {
        setError(text.photoUnreadable);
        return;
      }
      const form = new FormData();
      form.append('photo', square, 'photo.jpg');
      const stored = recordOf(await api.users.profilePhoto(userId).store(form));
      const next = typeof stored?.url === 'string' ? stored.url : null;
      setOwnPhoto(userId, next);
      setFile(null);
      setChosen((n) => n + 1);
      announce(text.photoSaved);
    } catch (e) {
      const field = e instanceof ApiError ? e.fieldErrors?.photo?.[0] : undefined;
      if (field)
        setError(
          /2 MB/.test(field) ? fill(text.photoTooBig, { size: '> 2 MB' }) : text.photoBadType,
        );
      else announce(fill(text.photoNotSaved, { reason: actionError(e, shell) }));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      const photos = rowsOf(await api.users.profilePhoto(userId).list());
      for (const p of photos) await api.users.profilePhoto(userId).delete(String(p.id));
      setOwnPhoto(userId, null);
      announce(text.photoRemoved);
    } catch (e) {
      announce(fill(text.photoNotSaved, { reason: actionError(e, shell) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-h`} className="vkp-person-section vkm-photo">
      <h2 id={`${id}-h`}>{text.photoTitle}</h2>
      <StatusLine message={message} />
      <div className="vkm-photo-row">
        <Avatar url={url} name={name} size="large" label={fill(text.photoOf, { name })} />
        <form
          className="vkm-photo-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void upload();
          }}
        >
          {url ? null : <p className="vkm-note">{text.photoNone}</p>}
          <div className="vkm-field">
            <label htmlFor={`${id}-file`}>{text.photoFile}</label>
            <p id={`${id}-hint`} className="vkm-note">
              {text.photoHint}
            </p>
            <FileInput
              key={chosen}
              id={`${id}-file`}
              accept={[...PHOTO_TYPES, '.jpg', '.jpeg', '.png', '.webp'].join(',')}
              {...describedBy(`${id}-error`, error, `${id}-hint`)}
              onFiles={(files) => {
                const f = files[0] ?? null;
                setFile(f);
                setError(check(f ?? undefined));
              }}
            />
            <FieldError id={`${id}-error`} error={error} />
          </div>
          <div className="vkm-photo-actions">
            <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
              {busy ? text.sending : text.photoUpload}
            </button>
            {url ? (
              <button
                type="button"
                className="vkp-button"
                disabled={busy}
                onClick={() => void remove()}
              >
                {text.photoRemove}
              </button>
            ) : null}
          </div>
        </form>
      </div>
    </section>
  );
}
