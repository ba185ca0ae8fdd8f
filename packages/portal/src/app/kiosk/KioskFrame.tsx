import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { isRecord } from '../records.js';
import { useAuth, useServices } from '../services.js';
import { Dialog } from '../ui/Dialog.js';
import { TextField } from '../ui/FormField.js';
import { useApi } from '../useApi.js';
import { useShellText } from '../shell/useShellText.js';
import { unlockKiosk } from './kioskLock.js';

/**
 * The portal's frame while a tab is locked to the check-in kiosk (kioskLock.ts): the
 * organisation's name and "Leave kiosk mode", around the kiosk. No navigation, search,
 * notifications or sign-out: the volunteers in front of the tablet reach nothing else.
 * Leaving asks for a staff member's e-mail address and password (and a two-factor code
 * when their account has one): a real sign-in, so a wrong password is refused by the
 * server and counts towards its limits.
 */
export function KioskFrame({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { text } = useShellText();
  const [leaving, setLeaving] = useState(false);
  const organisation = typeof user?.organisation.name === 'string' ? user.organisation.name : '';
  return (
    <div className="vk-root vkp-shell vkp-kiosk-frame">
      <a className="vkp-skip" href="#main">
        {text.kioskSkip}
      </a>
      <header className="vkp-header vkp-kiosk-header">
        <span className="vkp-brand">{organisation || 'VolunteerKit'}</span>
        <button type="button" className="vkp-button" onClick={() => setLeaving(true)}>
          {text.kioskLeave}
        </button>
      </header>
      <main id="main" className="vkp-main vkp-kiosk-main" tabIndex={-1}>
        {children}
      </main>
      <Dialog open={leaving} title={text.kioskLeave} onClose={() => setLeaving(false)}>
        {leaving ? <LeaveKioskForm onLeft={() => setLeaving(false)} /> : null}
      </Dialog>
    </div>
  );
}

/** The staff member's sign-in that ends kiosk mode. */
function LeaveKioskForm({ onLeft }: { onLeft: () => void }) {
  const { auth } = useServices();
  const { user } = useAuth();
  const api = useApi();
  const { text } = useShellText();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const userId = String(user?.id ?? '');

  // The e-mail address of the person signed in, from their record (a staff member may
  // type another's: theirs is a sign-in too).
  useEffect(() => {
    if (!/^\d{1,15}$/.test(userId)) return;
    const controller = new AbortController();
    api.users
      .show(userId, {}, { signal: controller.signal })
      .then((reply) => {
        const record = isRecord(reply) && isRecord(reply.data) ? reply.data : null;
        if (typeof record?.email === 'string') setEmail((typed) => typed || record.email);
      })
      .catch(() => {});
    return () => controller.abort();
  }, [api, userId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return setProblem(text.kioskLeaveMissing);
    setBusy(true);
    setProblem('');
    try {
      const result = await auth.signIn({
        email: email.trim(),
        password,
        ...(needsCode ? { code: code.trim() } : {}),
      });
      if (result.status === 'two-factor') {
        setNeedsCode(true);
        return;
      }
      unlockKiosk();
      onLeft();
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : text.kioskLeaveFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="vkp-form" aria-label={text.kioskLeave} noValidate onSubmit={submit}>
      <p>{text.kioskLeaveIntro}</p>
      <TextField
        id={`${id}-email`}
        label={text.kioskLeaveEmail}
        type="email"
        autoComplete="username"
        value={email}
        onValue={setEmail}
      />
      <TextField
        id={`${id}-password`}
        label={text.kioskLeavePassword}
        type="password"
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
      />
      {needsCode ? (
        <TextField
          id={`${id}-code`}
          label={text.kioskLeaveCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onValue={setCode}
        />
      ) : null}
      {problem ? (
        <p className="vkp-form-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="vkp-form-actions">
        <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
          {text.kioskLeave}
        </button>
      </div>
    </form>
  );
}
