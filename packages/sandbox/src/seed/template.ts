/**
 * The demo dataset as a database image, seeded once and copied into each new
 * database: seeding is most of a sandbox start (0.6–3 s on a small machine), a
 * copy takes under a millisecond. Each copy is private; the signing secret is
 * left out of the image, so every database still makes its own.
 *
 * @module
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { openDb, type Db } from '../store/db.js';

let cached: { day: string; image: Buffer } | undefined;

/**
 * The image of an empty database seeded by `seed`, made once per process and
 * calendar day (the demo data is dated from today, so a long-running process
 * seeds again after midnight).
 */
export function demoImage(seed: (db: Db) => void): Buffer {
  const now = new Date();
  const day = `${now.toDateString()} ${now.toISOString().slice(0, 10)}`;
  if (cached?.day !== day) {
    const db = openDb(':memory:');
    try {
      seed(db);
      db.prepare("DELETE FROM meta WHERE key = 'secret'").run();
      cached = { day, image: db.serialize() };
    } finally {
      db.close();
    }
  }
  return cached.image;
}

/**
 * Where to open a new database seeded with the demo data: `:memory:` becomes a
 * copy of the image in memory; a file that does not exist yet (or is empty) is
 * written from the image, owner-only. Any other file is returned as it is.
 */
export function seededFrom(file: string, seed: (db: Db) => void): string | Buffer {
  if (file === ':memory:') return demoImage(seed);
  if (existsSync(file) && statSync(file).size > 0) return file;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, demoImage(seed), { mode: 0o600 });
  return file;
}
