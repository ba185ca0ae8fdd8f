/**
 * The person's copy of a residential booking (spec 7.13
 * `/users/{userId}/residential-bookings/`), kept in step with the booking at
 * `/residential-bookings/`: the copy carries the booking's fields and
 * `booking_id`, and is written in the same transaction as the booking.
 *
 * @module
 */
import type { RecordStore, StoredRecord } from '../store/records.js';
import { named } from '../store/collections.js';

const COPIES = named('users.residentialBookings');

/** The fields of a booking that are not copied (the copy has its own id and times). */
const OWN = new Set(['id', 'etag', 'created_at', 'updated_at']);

/**
 * Writes (or updates) the guest's copy of `booking` under their record. A
 * booking without a guest (`user_id`) has no copy.
 */
export function syncUserBookingCopy(store: RecordStore, booking: StoredRecord): void {
  const userId = Number(booking.user_id);
  if (!Number.isInteger(userId) || userId <= 0) return;
  const scope = { userId: String(userId) };
  const fields = Object.fromEntries(Object.entries(booking).filter(([k]) => !OWN.has(k)));
  const data = { ...fields, booking_id: booking.id };
  const copy = store.all(COPIES, scope).find((c) => Number(c.booking_id) === booking.id);
  if (copy) store.update(COPIES, scope, copy.id, data);
  else store.insert(COPIES, scope, data);
}
