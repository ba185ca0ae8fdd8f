import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@volunteerkit/api-client';
import { Page } from '../../app/Page.js';
import { Card } from '../../app/ui/Card.js';
import { useApi } from '../../app/useApi.js';
import { lockKiosk, useKioskLocked } from '../../app/kiosk/kioskLock.js';
import { useDateSettings, useUser } from '../../app/hooks.js';
import {
  PORTAL_LOCALES,
  usePortalLocale,
  type PortalLocaleTag,
} from '../../app/locale/portalLocale.js';
import { useConnection } from '../../pwa/connection.js';
import { actionError } from '../people/usePersonData.js';
import { formatTime } from '../me/when.js';
import { useMyText, type MyTexts } from '../me/useMyText.js';
import { frameReader, type FrameReader } from './kiosk/qrDecoder.js';
import {
  catchUp,
  indexedDbQueue,
  newKey,
  type QueuedCheckIn,
  type QueueStore,
} from './kiosk/queue.js';
import '../me/me.css';

/** A check-in recorded, kept or refused, as the kiosk shows it (in the language shown). */
interface Outcome {
  ok: boolean;
  /** Kept on the kiosk, not sent yet. */
  kept?: boolean;
  /** Says that what was kept has been sent. */
  sent?: boolean;
  say: (texts: MyTexts) => string;
}

/** A check-in kept while offline that the server refused when it was sent. */
interface Refused {
  item: QueuedCheckIn;
  error: unknown;
}

/** What a check-in answers (`POST /check-ins`). */
interface Recorded {
  data: { first_name?: string; shift_title?: string };
}

/** How long the kiosk waits between tries to send what it keeps, while it keeps some. */
export const RETRY_MS = 20_000;

/**
 * True for a failure that says nothing about the code: no connection, a timeout, the
 * server busy or failing, the session to renew. The check-in is kept and sent later.
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return (
    error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500
  );
}

/** The refusal of a check-in in the kiosk's language (the server's words when it is new). */
export function refusalText(error: unknown, { text, fill }: MyTexts): string {
  if (!(error instanceof ApiError)) return actionError(error);
  const body = (error.body ?? {}) as {
    code?: unknown;
    first_name?: unknown;
    errors?: Record<string, unknown>;
  };
  const name = typeof body.first_name === 'string' ? body.first_name : '';
  // A refusal about a person, without their name: the server's own words.
  if (
    !name &&
    ['already_checked_in', 'check_in_no_place', 'outside_team'].includes(String(body.code))
  )
    return actionError(error);
  switch (body.code) {
    case 'check_in_other_organisation':
      return text.kioskOtherOrganisation;
    case 'check_in_unknown':
      return text.kioskUnknownCode;
    case 'already_checked_in':
      return fill(text.kioskAlready, { name });
    case 'check_in_no_place':
      return fill(text.kioskNoPlace, { name });
    case 'check_in_shift_cancelled':
      return text.kioskShiftCancelled;
    case 'check_in_shift_over':
      return text.kioskShiftOver;
    case 'check_in_too_early':
      return text.kioskTooEarly;
    case 'outside_team':
      return fill(text.kioskOutsideTeam, { name });
    case 'validation_failed':
      if (body.errors?.scanned_at) return text.kioskScanTooOld;
      if (body.errors?.code) return text.kioskNotACode;
  }
  return actionError(error);
}

/**
 * The check-in kiosk (issue 48), for a tablet at the base: staff open it, volunteers show
 * the QR code of their shift (My shifts, "Show my check-in code") to the camera, or type the
 * code, and the kiosk greets them by first name. The sandbox records the attendance on the
 * shift's assignment, once; a code of another organisation, a changed one, a shift that is
 * over or a second scan is refused in words (domain/checkIn.ts).
 *
 * The camera is read by the browser's `BarcodeDetector` where it has one, else by jsQR, a
 * lazily loaded decoder (kiosk/qrDecoder.ts). Offline, a check-in is kept on the device
 * (kiosk/queue.ts) with the time it was scanned and an idempotency key, counted as
 * "waiting to send", and sent when the kiosk is back online (and every
 * {@link RETRY_MS} while some wait), each applied once; one the server refuses then is
 * listed with its reason until cleared. The texts follow the signed-in person's language,
 * and the kiosk has its own switch for the volunteers in front of it (not saved).
 */
export default function KioskScreen({ queue: given }: { queue?: QueueStore } = {}) {
  const api = useApi();
  const user = useUser();
  const settings = useDateSettings();
  const my = useMyText();
  const { text, fill } = my;
  const locale = usePortalLocale();
  const { offline } = useConnection();
  const inputId = useId();
  const queue = useMemo(() => given ?? indexedDbQueue(), [given]);
  const by = Number(user?.id ?? 0);
  const locked = useKioskLocked(user?.id === undefined ? null : String(user.id));
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [waiting, setWaiting] = useState(0);
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<Refused[]>([]);
  const [sentCount, setSentCount] = useState(0);
  const [scanning, setScanning] = useState(false);
  const [cameraError, setCameraError] = useState(false);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const busyRef = useRef(false);
  const sendingRef = useRef(false);

  const count = useCallback(async () => {
    setWaiting((await queue.list(by).catch(() => [])).length);
  }, [queue, by]);

  const record = useCallback(
    (item: QueuedCheckIn, retry: false | undefined = undefined) =>
      api.checkIns.record<Recorded>(
        { code: item.code, scanned_at: item.scanned_at },
        { idempotencyKey: item.key, ...(retry === false ? { retry: false } : {}) },
      ),
    [api],
  );

  /** Sends what the kiosk keeps, oldest first; stops at the first that meets no connection. */
  const sendKept = useCallback(async () => {
    if (sendingRef.current || !by) return;
    sendingRef.current = true;
    setSending(true);
    try {
      const results = await catchUp(queue, by, (item) => record(item, false), isTransient);
      const sent = results.filter((r) => 'sent' in r).length;
      if (sent > 0) {
        setSentCount(sent);
        // "Saved on this kiosk" is over: say it has been sent.
        setOutcome((o) =>
          o?.kept
            ? { ok: true, sent: true, say: (m) => m.fill(m.text.kioskSent, { count: sent }) }
            : o,
        );
      }
      const now = results.flatMap((r) =>
        'refused' in r ? [{ item: r.item, error: r.refused }] : [],
      );
      if (now.length > 0) setRefused((list) => [...list, ...now]);
    } finally {
      sendingRef.current = false;
      setSending(false);
      await count();
    }
  }, [queue, by, record, count]);

  // On opening (what was kept before a reload is counted) and back online: send what is
  // kept. While some wait: try again now and then (a connection that says it is up may
  // carry nothing).
  useEffect(() => {
    if (!offline) void sendKept();
    else
      void queue
        .list(by)
        .then((kept) => setWaiting(kept.length))
        .catch(() => undefined);
  }, [offline, sendKept, queue, by]);
  useEffect(() => {
    if (waiting === 0) return;
    const timer = setInterval(() => {
      if (typeof navigator === 'undefined' || navigator.onLine !== false) void sendKept();
    }, RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting, sendKept]);

  const keep = async (item: QueuedCheckIn) => {
    await queue.put(item);
    await count();
    setSentCount(0);
    setOutcome({ ok: true, kept: true, say: (m) => m.text.kioskSaved });
  };

  const send = async (value: string) => {
    const typed = value.trim();
    if (!typed || busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    const item: QueuedCheckIn = {
      key: newKey(),
      code: typed,
      scanned_at: new Date().toISOString(),
      by,
    };
    try {
      if (typeof navigator !== 'undefined' && navigator.onLine === false) await keep(item);
      else {
        const answer = await record(item);
        const values = {
          name: answer.data.first_name ?? '',
          title: answer.data.shift_title ?? '',
        };
        setOutcome({ ok: true, say: (m) => m.fill(m.text.kioskWelcome, values) });
      }
      setCode('');
    } catch (e) {
      if (isTransient(e) && !(e instanceof ApiError && e.status === 401)) {
        await keep(item);
        setCode('');
      } else setOutcome({ ok: false, say: (m) => refusalText(e, m) });
    } finally {
      busyRef.current = false;
      setBusy(false);
      inputRef.current?.focus();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(code);
  };

  // The camera: frames read until a code is seen (then a pause), by the browser's detector
  // or the lazily loaded decoder.
  useEffect(() => {
    if (!scanning) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let last = '';
    void (async () => {
      try {
        const [media, reader] = await Promise.all([
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }),
          frameReader(),
        ]);
        stream = media;
        const read: FrameReader = reader.read;
        const video = videoRef.current;
        if (!video || stopped) return;
        video.dataset.decoder = reader.kind;
        video.srcObject = stream;
        await video.play();
        while (!stopped) {
          const value = await read(video).catch(() => null);
          if (value && value !== last) {
            last = value;
            await send(value);
            await new Promise((ok) => setTimeout(ok, 2500));
            last = '';
          }
          await new Promise((ok) => setTimeout(ok, 200));
        }
      } catch {
        if (stopped) return;
        setCameraError(true);
        setScanning(false);
      }
    })();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `send` reads the latest state
  }, [scanning]);

  const cameraPossible = typeof navigator !== 'undefined' && !!navigator.mediaDevices;

  return (
    <Page title={text.kioskTitle} trail={!locked}>
      <div className="vkm-kiosk-bar">
        <div role="group" aria-label={text.kioskLanguage} className="vkm-kiosk-languages">
          {PORTAL_LOCALES.map(({ tag, name }) => (
            <button
              key={tag}
              type="button"
              lang={tag}
              className="vkp-button"
              aria-pressed={locale.tag === tag}
              onClick={() => void locale.show(tag as PortalLocaleTag)}
            >
              {name}
            </button>
          ))}
        </div>
        <p role="status" className="vkm-kiosk-waiting">
          {waiting > 0 ? (
            <>
              <span>{fill(text.kioskWaiting, { count: waiting })}</span>{' '}
              {!offline ? (
                <button
                  type="button"
                  className="vkp-button"
                  disabled={sending}
                  onClick={() => void sendKept()}
                >
                  {text.kioskSendNow}
                </button>
              ) : null}
            </>
          ) : sentCount > 0 && !outcome?.kept && !outcome?.sent ? (
            fill(text.kioskSent, { count: sentCount })
          ) : (
            ''
          )}
        </p>
      </div>
      {offline ? (
        <p className="vkm-kiosk-offline" role="note">
          {text.kioskOffline}
        </p>
      ) : null}
      <div className="vkm-grid">
        <Card title={text.kioskCheckIn}>
          <p>{text.kioskIntro}</p>
          <form className="vkm-kiosk-form" onSubmit={submit}>
            <label htmlFor={inputId}>{text.kioskCodeLabel}</label>
            <input
              id={inputId}
              ref={inputRef}
              className="vkp-input"
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="VK-1-XXXX-XXXX-XXXX-XXXX-XXXX"
              onChange={(e) => setCode(e.target.value)}
            />
            <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
              {busy ? text.kioskBusy : text.kioskSubmit}
            </button>
          </form>
          {cameraPossible ? (
            <button
              type="button"
              className="vkp-button"
              aria-pressed={scanning}
              onClick={() => {
                setCameraError(false);
                setScanning((s) => !s);
              }}
            >
              {scanning ? text.kioskStopScan : text.kioskScan}
            </button>
          ) : null}
          {cameraError ? <p role="alert">{text.kioskCameraError}</p> : null}
          {scanning ? (
            <>
              <p className="vkp-field-hint">{text.kioskScanning}</p>
              <video ref={videoRef} className="vkm-kiosk-video" muted playsInline />
            </>
          ) : null}
        </Card>
        <Card title={text.kioskLast}>
          <p
            role="status"
            aria-live="polite"
            className={outcome ? (outcome.ok ? 'vkm-kiosk-ok' : 'vkm-kiosk-refused') : undefined}
          >
            {outcome?.say(my) ?? text.kioskNobody}
          </p>
        </Card>
        {!locked && user?.id !== undefined ? (
          <Card title={text.kioskModeTitle} className="vkm-kiosk-lock">
            <p>{text.kioskLockHint}</p>
            <button
              type="button"
              className="vkp-button"
              onClick={() => {
                lockKiosk(String(user.id));
                // Full screen where the browser allows it (a press is the gesture it needs).
                void document.documentElement.requestFullscreen?.().catch(() => {});
              }}
            >
              {text.kioskLock}
            </button>
          </Card>
        ) : null}
        {refused.length > 0 ? (
          <Card title={text.kioskRefusedTitle} className="vkm-kiosk-refused-list">
            <div role="alert">
              <ul>
                {refused.map(({ item, error }) => (
                  <li key={item.key}>
                    {fill(text.kioskRefusedItem, {
                      code: item.code,
                      time: formatTime(item.scanned_at, settings),
                      reason: refusalText(error, my),
                    })}
                  </li>
                ))}
              </ul>
            </div>
            <button type="button" className="vkp-button" onClick={() => setRefused([])}>
              {text.kioskClearRefused}
            </button>
          </Card>
        ) : null}
      </div>
    </Page>
  );
}
