import { join } from 'node:path';
import { accessorIndex, catalogue } from '@volunteerkit/api-client/catalogue';
import { tempDir } from '../testSupport.js';
import {
  NAMED_CALLS,
  NAMED_COLLECTIONS,
  collectionKey,
  legacyCollectionKeys,
  named,
  namedCall,
  resourceOfCollection,
} from './collections.js';
import { getMeta, openDb } from './db.js';
import { RecordStore } from './records.js';

const entries = accessorIndex(catalogue);

describe('collection keys are catalogue accessors', () => {
  it('every collection the sandbox names by hand is a resource of the catalogue', () => {
    for (const name of NAMED_COLLECTIONS) {
      expect(entries.get(name)?.kind, name).toBe('resource');
      expect(resourceOfCollection(named(name))?.accessor, name).toBe(name);
    }
  });

  it('every call whose documents the sandbox reads by hand is a call of the catalogue', () => {
    for (const name of NAMED_CALLS) expect(entries.get(name)?.kind, name).toBe('call');
  });

  it('every entry has an accessor and its own key; only the calls of one path share one', () => {
    const byKey = new Map<string, string[]>();
    for (const entry of catalogue) {
      expect(entry.accessor, entry.path).toBeTruthy();
      const key = collectionKey(entry);
      byKey.set(key, [...(byKey.get(key) ?? []), entry.path.replace(/\/$/, '')]);
    }
    for (const [key, paths] of byKey) expect(new Set(paths).size, key).toBe(1);
    expect(collectionKey(entries.get('users.notes')!)).toBe('users.notes');
    expect(collectionKey(entries.get('teams.site.update')!)).toBe('call:teams.site.show');
    expect(namedCall('users.diversity.answers')).toBe('call:users.diversity.answers');
  });

  it('maps every path key of earlier versions to the current key', () => {
    const legacy = legacyCollectionKeys();
    expect(legacy.get('/users/{userId}/notes')).toBe('users.notes');
    expect(legacy.get('call:/teams/{teamId}/site')).toBe('call:teams.site.show');
    expect(legacy.get('call:/users/{userId}/diversity')).toBe('call:users.diversity.answers');
  });
});

describe('opening a database written with path keys', () => {
  it('renames its collections to accessor keys once, records and files alike', () => {
    const tmp = tempDir();
    const file = join(tmp.dir, 'old.db');
    try {
      // An old-format file: path keys, the path-keyed triggers, no migration mark.
      const old = openDb(file);
      const now = '2025-01-01T00:00:00.000Z';
      const insert = old.prepare(
        'INSERT INTO records (collection, scope, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
      );
      const user = insert.run('/users', '', '{"email":"a@x.test","status":"active"}', now, now);
      const userId = Number(user.lastInsertRowid);
      insert.run('/users/{userId}/notes', `userId=${userId}`, '{"body":"Hi"}', now, now);
      insert.run('call:/teams/{teamId}/site', 'teamId=3', '{"title":"Site"}', now, now);
      old
        .prepare(
          "INSERT INTO credentials (user_id, email, password_hash) VALUES (?, 'a@x.test', 'h')",
        )
        .run(userId);
      old
        .prepare(
          "INSERT INTO blobs (name, mime, content, token, collection, scope) VALUES ('a.txt', 'text/plain', x'00', 't', '/users/{userId}/notes', '{}')",
        )
        .run();
      old.exec(`DROP TRIGGER users_access_changed; DROP TRIGGER users_deleted;
        CREATE TRIGGER users_access_changed AFTER UPDATE ON records
        WHEN NEW.collection = '/users' AND json_extract(OLD.data, '$.status') IS NOT json_extract(NEW.data, '$.status')
        BEGIN UPDATE credentials SET locked = 1 WHERE user_id = NEW.id; END;`);
      old.exec("DELETE FROM meta WHERE key = 'collection_keys'");
      old.close();

      for (let open = 0; open < 2; open++) {
        const db = openDb(file);
        const store = new RecordStore(db);
        expect(getMeta(db, 'collection_keys')).toBe('accessor');
        expect(store.all(named('users')).map((u) => u.email)).toEqual(['a@x.test']);
        expect(store.all('users.notes', { userId: String(userId) }).map((n) => n.body)).toEqual([
          'Hi',
        ]);
        expect(store.all('call:teams.site.show', { teamId: '3' })).toHaveLength(1);
        expect(
          db.prepare('SELECT collection FROM blobs WHERE token = ?').get('t') as {
            collection: string;
          },
        ).toEqual({ collection: 'users.notes' });
        expect(
          (
            db.prepare("SELECT COUNT(*) AS n FROM records WHERE collection LIKE '%/%'").get() as {
              n: number;
            }
          ).n,
        ).toBe(0);
        db.close();
      }

      // The triggers name the users collection by its new key again.
      const db = openDb(file);
      new RecordStore(db).update(named('users'), {}, userId, { status: 'blocked' });
      expect(
        db.prepare('SELECT locked FROM credentials WHERE user_id = ?').get(userId) as {
          locked: number;
        },
      ).toEqual({ locked: 1 });
      db.close();
    } finally {
      tmp.cleanup();
    }
  });
});
