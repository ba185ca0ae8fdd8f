import { Link } from 'react-router';
import { useApi } from '../../app/useApi.js';
import { useCan } from '../../app/useCan.js';
import { useLoad } from '../../app/useLoad.js';
import { rowsOf } from '../people/usePersonData.js';
import {
  readChoices,
  readRequirements,
  requirementsBody,
  requirementsInWords,
  WORK_KINDS,
  type WorkKind,
} from './requirements.js';
import type { Recheck } from './recheck.js';
import './safety.css';

export { readRecheck, type Recheck } from './recheck.js';

/**
 * Told on saving a change of a piece of work's requirements or dates: how
 * many people placed on it no longer meet them, with a link to the Safety
 * home's list of them. Nobody was removed.
 */
export function RecheckNote({ recheck }: { recheck: Recheck | null }) {
  if (!recheck) return null;
  return (
    <p className="vks-recheck" role="status">
      {recheck.message} They stay placed until you change that.{' '}
      <Link to={recheck.link}>See who, and what they lack</Link>
    </p>
  );
}

/** Where the requirements editor opens a piece of work. */
export function requirementsPath(kind: WorkKind, id: string | number): string {
  return `/safety/requirements?kind=${kind}&id=${encodeURIComponent(String(id))}`;
}

/** True when the signed-in person may set the requirements of a kind of work. */
export function useMayRequire(kind: WorkKind): boolean {
  const permissions = WORK_KINDS.find((k) => k.kind === kind)?.permissions ?? [];
  const [first = 'manage-organisation', second] = permissions;
  const one = useCan(first);
  const other = useCan(second ?? first);
  return one || other;
}

/**
 * What a piece of work requires, in words, where the work is edited (the
 * shift drawer, an event's page, a residential advert), with a link to change
 * it in the requirements editor for staff who may. `words` are the server's
 * (a shift's, its rota's and its team's); without them the record's own
 * `requirements` are put in words from the organisation's lists.
 */
export function WorkRequirements({
  kind,
  id,
  record,
  words,
}: {
  kind: WorkKind;
  id: string | number;
  /** The work as read (its `requirements`), when `words` are not given. */
  record?: unknown;
  words?: readonly string[] | undefined;
}) {
  const api = useApi();
  const mayEdit = useMayRequire(kind);
  const form = readRequirements(record);
  const asks = requirementsBody(form) !== null;
  const choices = useLoad(
    async (signal) => {
      const [types, flags, activities] = await Promise.all([
        api.organisation.disclosureTypes.listAll({ per_page: 100 }, { signal }),
        api.organisation.clearanceFlags.listAll({ per_page: 100 }, { signal }),
        api.organisation.riskActivities.listAll({ per_page: 100 }, { signal }),
      ]);
      return {
        types: readChoices(rowsOf(types)),
        flags: readChoices(rowsOf(flags)),
        activities: readChoices(rowsOf(activities)),
      };
    },
    words === undefined && asks ? 'requirement-choices' : null,
  );
  const said =
    words ?? (asks ? (choices.data ? requirementsInWords(form, choices.data) : null) : []);
  return (
    <p className="vks-work-needs">
      {said === null ? (
        'Reading what this work requires…'
      ) : said.length > 0 ? (
        <>
          <strong>Needs:</strong> {said.join(', ')}, valid on the day.
        </>
      ) : (
        'Asks for no clearance.'
      )}
      {mayEdit ? (
        <Link to={requirementsPath(kind, id)}>
          {said && said.length > 0 ? 'Change what it requires' : 'Set what it requires'}
        </Link>
      ) : null}
    </p>
  );
}
