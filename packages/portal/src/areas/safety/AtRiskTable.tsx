import { Link } from 'react-router';
import { RecordsTable } from '../../app/ui/RecordsTable.js';
import { ukDay } from './clearanceWords.js';
import { gapsText, WORK_KIND_WORDS, workDates, type AtRisk, type Check } from './safety.js';

/**
 * People placed on upcoming work who will not be cleared on its dates (issue
 * 50): one row per person and piece of work (a shift, an event, a residential
 * stay, an offer), what is missing in words, and the actions to take: ask for
 * a renewal of their check, e-mail them about the work, or open it to
 * find someone cleared. Without `person`, each row names the person (the
 * Safety home); with it, the rows are that person's (their record).
 */
export function AtRiskTable({
  rows,
  caption,
  busy,
  person = false,
  checkFor,
  onRenew,
  onRemind,
  mayRemind,
}: {
  rows: readonly AtRisk[];
  caption: string;
  busy: boolean;
  /** True on a person's record: the rows are theirs, the person column is left out. */
  person?: boolean;
  /** The check a renewal request would name, when there is one. */
  checkFor?: (row: AtRisk) => Check | undefined;
  onRenew?: (check: Check, row: AtRisk) => void;
  /** E-mails the person about the work of a row. */
  onRemind?: (row: AtRisk) => void;
  /** Whether a row's work may be e-mailed about (the permission to change that kind of work). */
  mayRemind?: (row: AtRisk) => boolean;
}) {
  return (
    <RecordsTable
      caption={caption}
      columns={
        person
          ? ['Work', 'What is missing', 'Action']
          : ['Work', 'Person', 'What is missing', 'Action']
      }
      busy={busy}
    >
      {rows.map((r) => {
        const check = checkFor?.(r);
        return (
          <tr key={`${r.kind}:${r.workId}:${r.userId}:${r.title}:${r.from}`} data-kind={r.kind}>
            <td data-label="Work">
              <span className="vks-kind">{WORK_KIND_WORDS[r.kind]}</span>{' '}
              <Link to={r.link}>{r.title}</Link>
              <span className="vks-when">{workDates(r)}</span>
            </td>
            {person ? null : (
              <td data-label="Person">
                <Link to={`/people/${r.userId}/consents`}>{r.name}</Link>
              </td>
            )}
            <td data-label="What is missing">{gapsText(r.gaps)}</td>
            <td data-label="Action">
              <div className="vks-row-actions">
                {check && onRenew ? (
                  <button
                    type="button"
                    className="vkp-button"
                    disabled={busy}
                    onClick={() => onRenew(check, r)}
                  >
                    Request a renewal
                    <span className="vkp-visually-hidden"> from {r.name}</span>
                  </button>
                ) : null}
                {onRemind && (mayRemind?.(r) ?? true) ? (
                  <button
                    type="button"
                    className="vkp-button"
                    disabled={busy}
                    onClick={() => onRemind(r)}
                  >
                    {r.remindedAt ? 'E-mail again' : 'E-mail them'}
                    <span className="vkp-visually-hidden">
                      {' '}
                      {r.name} about {r.title}
                    </span>
                  </button>
                ) : null}
                {r.remindedAt ? (
                  <span className="vks-asked">E-mailed {ukDay(r.remindedAt)}</span>
                ) : null}
                {!check ? (
                  <Link to={r.link}>
                    {r.kind === 'application' ? 'Open the board' : 'Find someone cleared'}
                    <span className="vkp-visually-hidden"> for {r.title}</span>
                  </Link>
                ) : null}
              </div>
            </td>
          </tr>
        );
      })}
    </RecordsTable>
  );
}
