/**
 * Write hooks of the users and teams collections: they keep credentials in
 * step with user records, and keep the team hierarchy a tree. They run inside
 * the write's transaction, so a refused write leaves nothing behind.
 *
 * @module
 */
import { ApiError, validationError } from '../errors.js';
import { stmt } from '../store/db.js';
import { RecordStore } from '../store/records.js';
import type { WriteHook } from './types.js';
import { named } from '../store/collections.js';
import { checkPersonGroups } from '../domain/permissionGroups.js';

/** Users: unique e-mail addresses; the login follows e-mail changes and goes with the user. */
export const usersHook: WriteHook = (db, op, record) => {
  if (op === 'delete') {
    stmt(db, 'DELETE FROM credentials WHERE user_id = ?').run(record.id);
    return;
  }
  checkPersonGroups(db, record);
  if (typeof record.email !== 'string') return;
  const taken = stmt(
    db,
    `SELECT 1 FROM records WHERE collection = '${named('users')}' AND id <> ? AND LOWER(json_extract(data, '$.email')) = LOWER(?) LIMIT 1`,
  ).get(record.id, record.email);
  if (taken) throw validationError({ email: ['has already been taken'] });
  stmt(db, 'UPDATE credentials SET email = ? WHERE user_id = ?').run(record.email, record.id);
};

/** The most levels a team tree may have. */
export const MAX_TEAM_DEPTH = 10;

/** Teams: a parent must exist, and a team may not become its own ancestor. */
export const teamsHook: WriteHook = (db, op, record) => {
  if (op === 'delete') {
    const children = stmt(
      db,
      `SELECT COUNT(*) AS n FROM records WHERE collection = '${named('organisation.teams')}' AND json_extract(data, '$.parent_id') = ?`,
    ).get(record.id) as { n: number };
    if (children.n > 0) {
      throw new ApiError(
        409,
        'team_has_children',
        'The team has child teams: move or delete them first.',
      );
    }
    return;
  }
  const store = new RecordStore(db);
  let parentId = record.parent_id;
  for (let depth = 0; typeof parentId === 'number'; depth++) {
    if (parentId === record.id)
      throw validationError({ parent_id: ['would make the team its own ancestor'] });
    const parent = store.getAnyScope(named('organisation.teams'), parentId);
    if (!parent)
      throw validationError({
        parent_id: [depth === 0 ? 'must be the id of a team' : 'leads to a missing team'],
      });
    if (depth >= MAX_TEAM_DEPTH)
      throw validationError({
        parent_id: [`would nest teams more than ${MAX_TEAM_DEPTH} levels deep`],
      });
    parentId = parent.parent_id;
  }
};

/**
 * Writes a set-password e-mail to `person` into the e-mail log (one group, one
 * row), so the send can be seen there: the welcome after adding a person, or a
 * password reset (spec 7.13 `/users/{userId}/forgot-password`). The row has no
 * link (staff read the log; the link is the person's alone): the e-mail itself,
 * with the link, goes through the outbox (auth/passwordLinks.ts).
 */
export function logPasswordEmail(
  db: Parameters<WriteHook>[0],
  person: Readonly<Record<string, unknown>> & { id: number },
  welcome: boolean,
): void {
  const store = new RecordStore(db);
  const subject = welcome ? 'Welcome: set your password' : 'Reset your password';
  const name = [person.first_name, person.last_name].filter((p) => typeof p === 'string' && p);
  const sentAt = new Date().toISOString();
  const group = store.insert(
    named('organisation.emailLogGroups'),
    {},
    { name: subject, count: 1, sent_at: sentAt, kind: welcome ? 'welcome' : 'password-reset' },
  );
  const body = `${welcome ? 'Welcome' : 'Hello'} ${String(name[0] ?? '')}, follow the link in this e-mail to set your password.`;
  store.insert(
    named('organisation.emailLogGroups.logs'),
    { groupId: String(group.id) },
    {
      user_id: person.id,
      to: person.email,
      name: name.join(' '),
      subject,
      body,
      status: 'sent',
      sent_at: sentAt,
    },
  );
}
