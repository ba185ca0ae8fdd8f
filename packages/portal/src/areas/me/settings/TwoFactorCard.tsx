import { useId, useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { ApiError } from '@volunteerkit/api-client';
import { Card } from '../../../app/ui/Card.js';
import { FieldRow } from '../../../app/ui/FieldRow.js';
import { useBaseServices } from '../../../app/services.js';
import { useApi } from '../../../app/useApi.js';
import type { AnyRecord } from '../../../registry/infer.js';
import { actionError, recordOf } from '../../people/usePersonData.js';
import { useMyText } from '../useMyText.js';

/** A set-up the server started: the secret to put in the app, and its link. */
interface Setup {
  id: string;
  secret: string;
  url: string;
}

type Field = 'code' | 'current_code';
const CODE = /^\d{6}$/;

/** The server's words for a code field, as a sentence. */
function codeError(e: unknown, field: Field): string | undefined {
  const text = e instanceof ApiError ? e.fieldErrors?.[field]?.[0] : undefined;
  if (!text) return undefined;
  return `That code ${text.replace(/^is /, 'is ')}.`.replace(/\.\.$/, '.');
}

/**
 * Two-factor sign-in for my account (`/users/{id}/two-factor/`): set it up by
 * scanning a QR code (or typing the key) into an authenticator app and
 * confirming with a code; turn it off, or move it to a new phone, with a
 * current code. After each change the record is read back to show its state.
 */
export function TwoFactorCard({
  userId,
  record,
  onChanged,
}: {
  userId: string;
  record: AnyRecord;
  onChanged: () => void;
}) {
  const api = useApi();
  const id = useId();
  const enabled = record.two_factor_enabled === true;
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<Record<Field, string>>({ code: '', current_code: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [note, setNote] = useState<{ text: string; error?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const { text: my } = useMyText();
  const twoFactor = api.users.twoFactor(userId);
  const { computer } = useBaseServices().auth;
  const [trusted, setTrusted] = useState(() => computer?.trusted() ?? false);

  const trust = async () => {
    if (!computer) return;
    setBusy(true);
    setNote(null);
    try {
      const data = recordOf(await twoFactor.trustComputer.store({}));
      const token = data?.trust_token;
      if (typeof token !== 'string' || !token)
        throw new Error('The server sent an answer the portal cannot read.');
      computer.trust(token);
      setTrusted(computer.trusted());
      setNote({ text: my.trustedNote });
    } catch (e) {
      setNote({ text: actionError(e), error: true });
    } finally {
      setBusy(false);
    }
  };
  const untrust = () => {
    computer?.forget();
    setTrusted(computer?.trusted() ?? false);
    setNote({ text: my.untrustedNote });
  };

  const fail = (e: unknown, fields: Field[]) => {
    const found = Object.fromEntries(
      fields.flatMap((f) => {
        const text = codeError(e, f);
        return text ? [[f, text]] : [];
      }),
    );
    setErrors(found);
    if (Object.keys(found).length === 0) setNote({ text: actionError(e), error: true });
  };

  const start = async () => {
    setBusy(true);
    setNote(null);
    setErrors({});
    try {
      const data = recordOf(await twoFactor.store({}));
      if (!data || typeof data.secret !== 'string' || typeof data.otpauth_url !== 'string')
        throw new Error('The server sent a set-up the portal cannot read.');
      setSetup({ id: String(data.id), secret: data.secret, url: data.otpauth_url });
      setCodes({ code: '', current_code: '' });
    } catch (e) {
      setNote({ text: actionError(e), error: true });
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!setup) return;
    const local: Partial<Record<Field, string>> = {};
    if (!CODE.test(codes.code.trim())) local.code = my.type6;
    if (enabled && !CODE.test(codes.current_code.trim())) local.current_code = my.type6Current;
    setErrors(local);
    setNote(null);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      await twoFactor.update(setup.id, {
        code: codes.code.trim(),
        ...(enabled ? { current_code: codes.current_code.trim() } : {}),
      });
      setSetup(null);
      setCodes({ code: '', current_code: '' });
      setNote({ text: my.twoFactorOnNote });
      onChanged();
    } catch (e) {
      fail(e, ['code', 'current_code']);
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    const local: Partial<Record<Field, string>> = {};
    if (!CODE.test(codes.code.trim())) local.code = my.type6Yours;
    setErrors(local);
    setNote(null);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      await twoFactor.update(userId, { enabled: false, code: codes.code.trim() });
      setTurningOff(false);
      setCodes({ code: '', current_code: '' });
      setNote({ text: my.twoFactorOffNote });
      onChanged();
    } catch (e) {
      fail(e, ['code']);
    } finally {
      setBusy(false);
    }
  };

  const codeRow = (field: Field, label: string) => (
    <FieldRow id={`${id}-${field}`} label={label} error={errors[field]} className="vkm-field">
      {(control) => (
        <input
          {...control}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          value={codes[field]}
          onChange={(e) => setCodes((c) => ({ ...c, [field]: e.target.value }))}
        />
      )}
    </FieldRow>
  );

  return (
    <Card title={my.twoFactor}>
      <p>
        {my.status} <strong>{enabled ? my.on : my.off}</strong>.{' '}
        {enabled ? (trusted ? my.twoFactorOnTrustedHint : my.twoFactorOnHint) : my.twoFactorOffHint}
      </p>
      {setup ? (
        <form
          className="vkm-form"
          noValidate
          aria-label={my.setUpTwoFactorForm}
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
        >
          <ol>
            <li>{my.step1}</li>
            <li>{my.step2}</li>
            <li>{my.step3}</li>
          </ol>
          <div className="vkm-qr">
            <QRCodeSVG value={setup.url} size={176} title={my.qrTitle} />
          </div>
          <p>
            {my.key} <span className="vkm-secret">{setup.secret}</span>
          </p>
          {codeRow('code', my.codeFromApp)}
          {enabled ? codeRow('current_code', my.codeFromCurrentApp) : null}
          <div className="vkm-row">
            <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
              {busy ? my.checking : my.turnOn}
            </button>
            <button type="button" className="vkp-button" onClick={() => setSetup(null)}>
              {my.notNow}
            </button>
          </div>
        </form>
      ) : turningOff ? (
        <form
          className="vkm-form"
          noValidate
          aria-label={my.turnOffForm}
          onSubmit={(e) => {
            e.preventDefault();
            void turnOff();
          }}
        >
          {codeRow('code', my.codeFromYourApp)}
          <div className="vkm-row">
            <button type="submit" className="vkp-button vkp-danger" disabled={busy}>
              {busy ? my.checking : my.turnOff}
            </button>
            <button type="button" className="vkp-button" onClick={() => setTurningOff(false)}>
              {my.keepOn}
            </button>
          </div>
        </form>
      ) : (
        <div className="vkm-row">
          <button
            type="button"
            className="vkp-button vkp-primary"
            disabled={busy}
            onClick={() => void start()}
          >
            {enabled ? my.moveToNewPhone : my.setUpTwoFactor}
          </button>
          {enabled && computer ? (
            trusted ? (
              <button type="button" className="vkp-button" onClick={untrust}>
                {my.stopTrusting}
              </button>
            ) : (
              <button
                type="button"
                className="vkp-button"
                disabled={busy}
                onClick={() => void trust()}
              >
                {my.trustComputer}
              </button>
            )
          ) : null}
          {enabled ? (
            <button
              type="button"
              className="vkp-button"
              onClick={() => {
                setErrors({});
                setNote(null);
                setTurningOff(true);
              }}
            >
              {my.turnOffEllipsis}
            </button>
          ) : null}
        </div>
      )}
      <p
        className={note?.error ? 'vkp-field-error' : 'vkm-note'}
        role={note?.error ? 'alert' : 'status'}
      >
        {note?.text ?? ''}
      </p>
    </Card>
  );
}
