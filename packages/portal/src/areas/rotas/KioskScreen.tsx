import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Page } from '../../app/Page.js';
import { Card } from '../../app/ui/Card.js';
import { useApi } from '../../app/useApi.js';
import { actionError } from '../people/usePersonData.js';
import '../me/me.css';

/** A check-in recorded or refused, as the kiosk shows it. */
interface Outcome {
  ok: boolean;
  text: string;
}

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** The browser's `BarcodeDetector`, where it has one that reads QR codes. */
function barcodeDetector(): BarcodeDetectorClass | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
}

/**
 * The check-in kiosk (issue 48), for a tablet at the base: staff open it, volunteers show
 * the QR code of their shift (My shifts, "Show my check-in code") to the camera, or type the
 * code, and the kiosk greets them by first name. The sandbox records the attendance on the
 * shift's assignment, once; a code of another organisation, a changed one, a shift that is
 * over or a second scan is refused in words (domain/checkIn.ts).
 */
export default function KioskScreen() {
  const api = useApi();
  const inputId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [scanning, setScanning] = useState(false);
  const [cameraError, setCameraError] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const Detector = barcodeDetector();

  const send = async (value: string) => {
    if (!value.trim() || busy) return;
    setBusy(true);
    try {
      const answer = await api.checkIns.record({
        code: value.trim(),
        scanned_at: new Date().toISOString(),
      });
      const d = answer.data;
      setOutcome({
        ok: true,
        text: `Welcome, ${d.first_name}! You are checked in to ${d.shift_title}.`,
      });
      setCode('');
    } catch (e) {
      setOutcome({ ok: false, text: actionError(e) });
    } finally {
      setBusy(false);
      inputRef.current?.focus();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(code);
  };

  // The camera: frames read by BarcodeDetector until a code is seen (then a pause).
  useEffect(() => {
    if (!scanning || !Detector) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let last = '';
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
        });
        const video = videoRef.current;
        if (!video || stopped) return;
        video.srcObject = stream;
        await video.play();
        const detector = new Detector({ formats: ['qr_code'] });
        while (!stopped) {
          const found = await detector.detect(video).catch(() => []);
          const value = found[0]?.rawValue;
          if (value && value !== last) {
            last = value;
            await send(value);
            await new Promise((ok) => setTimeout(ok, 2500));
            last = '';
          }
          await new Promise((ok) => setTimeout(ok, 250));
        }
      } catch {
        setCameraError('The camera could not be started. Type the code instead.');
        setScanning(false);
      }
    })();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `send` reads the latest state
  }, [scanning]);

  return (
    <Page title="Check-in kiosk">
      <div className="vkm-grid">
        <Card title="Check in">
          <p>Show the check-in code of your shift to the camera, or type it.</p>
          <form className="vkm-kiosk-form" onSubmit={submit}>
            <label htmlFor={inputId}>Check-in code</label>
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
              {busy ? 'Checking in…' : 'Check in'}
            </button>
          </form>
          {Detector ? (
            <button
              type="button"
              className="vkp-button"
              onClick={() => {
                setCameraError(null);
                setScanning((s) => !s);
              }}
            >
              {scanning ? 'Stop the camera' : 'Scan with the camera'}
            </button>
          ) : null}
          {cameraError ? <p role="alert">{cameraError}</p> : null}
          {scanning ? <video ref={videoRef} className="vkm-kiosk-video" muted playsInline /> : null}
        </Card>
        <Card title="Last check-in">
          <p
            role="status"
            aria-live="polite"
            className={outcome ? (outcome.ok ? 'vkm-kiosk-ok' : 'vkm-kiosk-refused') : undefined}
          >
            {outcome?.text ?? 'Nobody has checked in yet.'}
          </p>
        </Card>
      </div>
    </Page>
  );
}
