/**
 * What seeds write through: the record store with a fixed clock, plus helpers
 * for users with credentials and indexed residential opportunities.
 *
 * @module
 */
import { hashPassword } from '../auth/passwords.js';
import { stmt, type Db } from '../store/db.js';
import { RecordStore, type Scope, type StoredRecord } from '../store/records.js';
import { indexOpportunity, RESIDENTIAL } from '../routes/residential.js';
import { named } from '../store/collections.js';

/** The password of every demo login. */
export const DEMO_PASSWORD = 'volunteerkit-demo';

/** The e-mail addresses of the demo logins (password {@link DEMO_PASSWORD}), as the demo seed creates them. */
export const DEMO_LOGINS = {
  /** Every permission. */
  admin: 'admin@volunteerkit.test',
  /** A volunteer coordinator: people, rotas, events, recruitment, residential, tasks, e-mail, expenses, reports; no organisation settings. */
  coordinator: 'coordinator@volunteerkit.test',
  /** A team leader of the Callander and Pitlochry bases. */
  teamLeader: 'leader@volunteerkit.test',
  /** A deliberately limited account (rotas, adverts, no 'view-users'), to show permission gating. */
  limited: 'limited@volunteerkit.test',
  /** Two-factor login with the TOTP secret {@link DEMO_TOTP_SECRET}. */
  twoFactor: '2fa@volunteerkit.test',
  /** A locked account (login answers 403 `account_locked`). */
  locked: 'locked@volunteerkit.test',
  /** A volunteer. */
  volunteer: 'volunteer@volunteerkit.test',
  /** A parent: the guardian of the demo minor, who sees and acts for them ("People in my care"). */
  guardian: 'guardian@volunteerkit.test',
  /** A 15-year-old volunteer whose application waits for parental consent and a reference. */
  minor: 'minor@volunteerkit.test',
} as const;

/** The fixed TOTP secret (base32) of `2fa@volunteerkit.test`. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The clock of seeded records. */
export const SEED_TIME = '2026-01-05T09:00:00.000Z';

/** Helpers handed to a seed function. */
export class SeedContext {
  readonly store: RecordStore;

  constructor(readonly db: Db) {
    this.store = new RecordStore(db);
    this.store.now = () => SEED_TIME;
  }

  /** Inserts a record into a collection (a resource accessor, see `named`, e.g. `users`). */
  insert(collection: string, data: Record<string, unknown>, scope: Scope = {}): StoredRecord {
    return this.store.insert(collection, scope, data);
  }

  /** Inserts a user; with `password`, also login credentials (optionally two-factor or locked). */
  user(
    data: Record<string, unknown> & { email: string },
    login?: { password: string; totpSecret?: string; locked?: boolean },
  ): StoredRecord {
    const record = this.insert(named('users'), data);
    if (login) {
      stmt(
        this.db,
        'INSERT INTO credentials (user_id, email, password_hash, totp_secret, locked) VALUES (?, ?, ?, ?, ?)',
      ).run(
        record.id,
        data.email,
        hashPassword(login.password),
        login.totpSecret ?? null,
        login.locked ? 1 : 0,
      );
    }
    return record;
  }

  /** Inserts a residential opportunity and its search index rows. */
  residential(data: Record<string, unknown>): StoredRecord {
    const record = this.insert(RESIDENTIAL, data);
    indexOpportunity(this.db, record);
    return record;
  }
}

/** A seed: writes a dataset through the context (inside one transaction). */
export type SeedFunction = (ctx: SeedContext) => void;
