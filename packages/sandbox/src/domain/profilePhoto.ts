/**
 * A person's profile photo (spec 7.13 `/users/{userId}/profile-photo/`, issue 49):
 * at most one, replaced by the next upload and removable. The upload is checked
 * here, not trusted: one file, at most {@link MAX_PHOTO_BYTES}, and a JPEG, PNG or
 * WebP image by its first bytes (the name and the declared type are ignored).
 * Refused, nothing is stored (422 with a field error on `photo`). The file is
 * stored as every upload is (authz/files.ts: a random token, served to those
 * who may read the person's records) and its URL is copied to the user record's
 * `photo_url`, a server field (authz/fields.ts), so people lists, pickers and the
 * header show it without a request per person.
 *
 * @module
 */
import { storeBlob } from '../authz/files.js';
import { notFound, validationError } from '../errors.js';
import type { Handler, RequestCtx } from '../routes/types.js';
import { named } from '../store/collections.js';
import { stmt } from '../store/db.js';

/** The largest photo accepted, in bytes (2 MiB). */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

const PHOTOS = named('users.profilePhoto');
const USERS = named('users');

/** The image type of `bytes` by its signature, or undefined when it is not a JPEG, PNG or WebP. */
export function imageTypeOf(
  bytes: Uint8Array,
): 'image/jpeg' | 'image/png' | 'image/webp' | undefined {
  const at = (i: number, ...values: number[]) => values.every((v, k) => bytes[i + k] === v);
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return undefined;
}

function personId(ctx: RequestCtx): number {
  const raw = ctx.params.userId ?? '';
  const person = /^\d{1,15}$/.test(raw)
    ? ctx.services.store.get(USERS, {}, Number(raw))
    : undefined;
  if (!person) throw notFound(`Person ${JSON.stringify(raw)}`);
  return person.id;
}

function tokenOf(url: unknown): string | undefined {
  return typeof url === 'string' ? /\/_files\/([A-Za-z0-9_-]{22})$/.exec(url)?.[1] : undefined;
}

/** Removes a person's stored photos and their files (inside the caller's transaction). */
function removePhotos(ctx: RequestCtx, userId: number): number {
  const scope = { userId: String(userId) };
  const rows = ctx.services.store.all(PHOTOS, scope);
  for (const r of rows) {
    const token = tokenOf(r.url);
    if (token) stmt(ctx.services.db, 'DELETE FROM blobs WHERE token = ?').run(token);
    ctx.services.store.delete(PHOTOS, scope, r.id);
  }
  return rows.length;
}

/** `POST /users/{userId}/profile-photo/` (multipart, one image): replaces the person's photo. */
export const storeProfilePhoto: Handler = (ctx) => {
  const userId = personId(ctx);
  const files = ctx.files;
  if (files.length !== 1) throw validationError({ photo: ['choose one image to upload'] });
  const file = files[0]!;
  if (file.size > MAX_PHOTO_BYTES || file.content.byteLength > MAX_PHOTO_BYTES)
    throw validationError({ photo: ['must be at most 2 MB'] });
  const type = imageTypeOf(file.content);
  if (!type) throw validationError({ photo: ['must be a JPEG, PNG or WebP image'] });
  const scope = { userId: String(userId) };
  const saved = ctx.services.db.transaction(() => {
    removePhotos(ctx, userId);
    const extension = type.slice('image/'.length).replace('jpeg', 'jpg');
    const { url } = storeBlob(
      ctx.services.db,
      { name: `photo.${extension}`, type, content: file.content },
      PHOTOS,
      scope,
      ctx.origin,
    );
    const record = ctx.services.store.insert(PHOTOS, scope, {
      file_name: `photo.${extension}`,
      mime_type: type,
      size: file.content.byteLength,
      url,
    });
    ctx.services.store.update(USERS, {}, userId, { photo_url: url });
    return record;
  })();
  return { status: 201, json: { data: saved } };
};

/** `DELETE /users/{userId}/profile-photo/{id}`: removes the photo (any id of theirs removes it). */
export const deleteProfilePhoto: Handler = (ctx) => {
  const userId = personId(ctx);
  const raw = ctx.params.id ?? '';
  const scope = { userId: String(userId) };
  const exists = /^\d{1,15}$/.test(raw) && ctx.services.store.get(PHOTOS, scope, Number(raw));
  if (!exists) throw notFound(`Photo ${JSON.stringify(raw)}`);
  ctx.services.db.transaction(() => {
    removePhotos(ctx, userId);
    ctx.services.store.update(USERS, {}, userId, { photo_url: null });
  })();
  return { status: 204 };
};
