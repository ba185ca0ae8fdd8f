import { Card } from '../../../app/ui/Card.js';
import { Loading } from '../../../app/states.js';
import { useApi } from '../../../app/useApi.js';
import { useLoad } from '../../../app/useLoad.js';
import { isRecord } from '../../../registry/infer.js';
import { rowsOf } from '../../people/usePersonData.js';
import { ukDay } from '../../safety/clearanceWords.js';
import { daysUntil } from '../../safety/safety.js';
import { useMyText } from '../useMyText.js';

/** Days before expiry from which a check is shown as needing renewal. */
export const RENEW_WITHIN_DAYS = 90;

/**
 * The volunteer's own vetting checks (issue 50): each one's type and when it
 * expires, and a nudge to renew from {@link RENEW_WITHIN_DAYS} days before.
 */
export function MyChecksCard({ userId }: { userId: string }) {
  const api = useApi();
  const { text, fill } = useMyText();
  const checks = useLoad(
    async (signal) => {
      const [mine, types] = await Promise.all([
        api.users.vetting(userId).list({ per_page: 100 }, { signal }),
        api.organisation.disclosureTypes.list({ per_page: 100 }, { signal }).catch(() => null),
      ]);
      const names = new Map(
        rowsOf(types).flatMap((t) =>
          isRecord(t) && typeof t.name === 'string' ? [[String(t.id), t.name] as const] : [],
        ),
      );
      return rowsOf(mine).map((c) => ({
        id: String(c.id),
        name: names.get(String(c.disclosure_type_id)) ?? text.aCheck,
        status: typeof c.status === 'string' ? c.status : 'cleared',
        expiresOn: typeof c.expires_on === 'string' ? c.expires_on.slice(0, 10) : '',
      }));
    },
    userId ? `checks:${userId}` : null,
  );
  const today = new Date().toISOString().slice(0, 10);
  const line = (c: { name: string; status: string; expiresOn: string }) => {
    if (c.status === 'pending') return { text: fill(text.checkPending, { name: c.name }) };
    if (!c.expiresOn) return { text: c.name };
    const left = daysUntil(c.expiresOn, today);
    const date = ukDay(c.expiresOn);
    if (left < 0) return { text: fill(text.checkExpired, { name: c.name, date }), warn: true };
    if (left <= RENEW_WITHIN_DAYS)
      return { text: fill(text.checkExpiresSoon, { name: c.name, date, days: left }), warn: true };
    return { text: fill(text.checkValid, { name: c.name, date }) };
  };
  return (
    <Card title={text.myChecks}>
      {checks.status === 'error' ? (
        <p>{text.noChecks}</p>
      ) : checks.status !== 'success' ? (
        <Loading label={text.loadingChecks} />
      ) : checks.data.length === 0 ? (
        <p>{text.noChecks}</p>
      ) : (
        <>
          <ul className="vkm-checks" aria-label={text.myChecks}>
            {checks.data.map((c) => {
              const l = line(c);
              return (
                <li key={c.id} data-warn={l.warn || undefined}>
                  {l.text}
                </li>
              );
            })}
          </ul>
          <p className="vkm-hint">{text.checksHint}</p>
        </>
      )}
    </Card>
  );
}
