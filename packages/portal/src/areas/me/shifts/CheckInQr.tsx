import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useDateSettings } from '../../../app/hooks.js';
import { ErrorState, Loading } from '../../../app/states.js';
import { useApi } from '../../../app/useApi.js';
import { useLoad } from '../../../app/useLoad.js';
import { actionError } from '../../people/usePersonData.js';
import { useMyText } from '../useMyText.js';
import { formatTime } from '../when.js';
import type { MyShift } from './shifts.js';

/** A check-in opens this long before the shift starts (as the sandbox's domain/checkIn.ts). */
const OPENS_BEFORE_MS = 60 * 60 * 1000;

/**
 * A shift's check-in code (issue 48): the QR code the kiosk at the base scans, the same code
 * in letters to type, and "Check me in" once the shift's window is open. Its own lazy chunk
 * (with the QR library), loaded when the volunteer opens the disclosure.
 */
export default function CheckInQr({ shift }: { shift: MyShift }) {
  const api = useApi();
  const settings = useDateSettings();
  const { text, fill } = useMyText();
  const code = useLoad(
    async (signal) => (await api.shifts.checkInCode(shift.id, undefined, { signal })).data,
    `check-in-code:${shift.id}`,
  );
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The moment the code was opened: the "Check me in" window is judged from it.
  const [now] = useState(() => Date.now());
  if (code.status === 'error') return <ErrorState error={code.error} onRetry={code.reload} />;
  if (code.status !== 'success') return <Loading label={text.checkInLoading} />;
  const checkedAt = done ?? code.data.checked_in_at;
  const open =
    now >= Date.parse(shift.start) - OPENS_BEFORE_MS && now <= Date.parse(shift.end) && !checkedAt;
  const checkIn = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await api.shifts.checkIn(shift.id);
      setDone(answer.data.checked_in_at);
    } catch (e) {
      setError(actionError(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="vkm-check-in">
      <p className="vkm-note">{text.checkInHint}</p>
      <div className="vkm-check-in-qr">
        <QRCodeSVG
          value={code.data.code}
          size={208}
          marginSize={4}
          bgColor="#ffffff"
          fgColor="#000000"
          title={fill(text.checkInQrTitle, { title: shift.title })}
          role="img"
        />
      </div>
      <p className="vkm-check-in-code">
        {fill(text.checkInTyped, { code: '' })}
        <code>{code.data.code}</code>
      </p>
      {checkedAt ? (
        <p role="status" className="vkm-check-in-done">
          {fill(text.checkedIn, { time: formatTime(checkedAt, settings) })}
        </p>
      ) : open ? (
        <button
          type="button"
          className="vkp-button vkp-primary"
          disabled={busy}
          onClick={() => void checkIn()}
        >
          {busy ? text.checkInSelfBusy : text.checkInSelf}
        </button>
      ) : null}
      {error ? (
        <p className="vkp-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
