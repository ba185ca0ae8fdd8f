/**
 * Residential opportunities as adverts a team edits (spec 2.4, 3.1): reading
 * them, the editable draft, its checks, the body of a save, and the
 * opportunity the public card shows for a draft (the live preview).
 *
 * @module
 */
import type { Opportunity } from '@volunteerkit/api-client';
import {
  ADVERT_TARGETS,
  isOneOf,
  OPPORTUNITY_TYPES,
  type OpportunityInput,
} from '@volunteerkit/api-client/models';
import { formatDateRange } from '../../presentation/formats.js';
import { isRecord, normaliseList } from '../../registry/infer.js';

/** One advert as the list shows it. */
export interface Advert {
  /** Id. */
  id: string;
  /** The stored record (as the signed-in list returns it). */
  record: Record<string, unknown>;
  /** Title (`display_name`). */
  title: string;
  /** Opportunity type. */
  type: string;
  /** `true` once published (public search shows it). */
  published: boolean;
  /** `internal` or `external`. */
  target: string;
  /** Available timeslots. */
  slots: Timeslot[];
  /** ETag of the record as read. */
  etag: string | undefined;
}

/** One available period (`YYYY-MM-DD`). */
export interface Timeslot {
  /** First day. */
  start: string;
  /** Last day. */
  end: string;
}

/** The fields the form edits. */
export interface AdvertDraft {
  /** Title. */
  display_name: string;
  /** `Residential-short`, `Residential-long` or another type. */
  type: string;
  /** Markdown. */
  short_advert: string;
  /** `external` or `internal`. */
  advert_target: string;
  /** Image alt text. */
  image_alt: string;
  /** Availability. */
  available_timeslots: Timeslot[];
}

/** The types offered (spec 2.4). */
export const ADVERT_TYPES = [
  { value: 'Residential-short', label: 'Short Term' },
  { value: 'Residential-long', label: 'Long Term' },
] as const;

/** Longest title and advert text accepted. */
export const LIMITS = { title: 120, advert: 2000, alt: 200 } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

function readSlots(value: unknown): Timeslot[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((s) =>
    isRecord(s) && typeof s.start === 'string'
      ? [{ start: s.start.slice(0, 10), end: text(s.end).slice(0, 10) || s.start.slice(0, 10) }]
      : [],
  );
}

/** Reads the adverts of a list payload (rows without an id are dropped). */
export function readAdverts(payload: unknown): Advert[] {
  const rows = Array.isArray(payload) ? payload : normaliseList(payload).rows;
  return rows.filter(isRecord).flatMap((r) => {
    const id = typeof r.id === 'number' || typeof r.id === 'string' ? String(r.id) : '';
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return [];
    return [
      {
        id,
        record: r,
        title: text(r.display_name) || `Advert ${id}`,
        type: text(r.type),
        // The demo's adverts and older ones carry no flag: only `false` is a draft.
        published: r.published !== false,
        target: r.advert_target === 'internal' ? 'internal' : 'external',
        slots: readSlots(r.available_timeslots),
        etag: typeof r.etag === 'string' ? r.etag : undefined,
      },
    ];
  });
}

/** The draft of an advert (a blank one for a new advert). */
export function draftOf(advert: Advert | null): AdvertDraft {
  const r = advert?.record ?? {};
  return {
    display_name: text(r.display_name),
    type: text(r.type) || 'Residential-short',
    short_advert: text(r.short_advert),
    advert_target: r.advert_target === 'internal' ? 'internal' : 'external',
    image_alt: text(r.image_alt),
    available_timeslots: readSlots(r.available_timeslots),
  };
}

/** The problems of a draft by field (`available_timeslots.N` for one period); empty when fine. */
export function draftProblems(draft: AdvertDraft): Record<string, string> {
  const out: Record<string, string> = {};
  const title = draft.display_name.trim();
  if (!title) out.display_name = 'Enter a title.';
  else if (title.length > LIMITS.title)
    out.display_name = `Use at most ${LIMITS.title} characters.`;
  if (!draft.type.trim()) out.type = 'Choose a type.';
  if (draft.short_advert.length > LIMITS.advert)
    out.short_advert = `Use at most ${LIMITS.advert} characters.`;
  if (draft.image_alt.length > LIMITS.alt) out.image_alt = `Use at most ${LIMITS.alt} characters.`;
  if (draft.advert_target !== 'internal' && draft.advert_target !== 'external')
    out.advert_target = 'Choose who sees it.';
  draft.available_timeslots.forEach((s, i) => {
    if (!DAY.test(s.start) || Number.isNaN(Date.parse(s.start)))
      out[`available_timeslots.${i}`] = s.start.trim()
        ? 'Enter the first day as dd/mm/yyyy.'
        : 'Enter the first day.';
    else if (!DAY.test(s.end) || Number.isNaN(Date.parse(s.end)))
      out[`available_timeslots.${i}`] = s.end.trim()
        ? 'Enter the last day as dd/mm/yyyy.'
        : 'Enter the last day.';
    else if (s.end < s.start)
      out[`available_timeslots.${i}`] = 'The last day cannot be before the first.';
  });
  return out;
}

/** The body of a save: only the fields the form edits (the server merges them). */
export function draftBody(draft: AdvertDraft): OpportunityInput {
  return {
    display_name: draft.display_name.trim(),
    type: isOneOf(OPPORTUNITY_TYPES, draft.type) ? draft.type : 'Residential-short',
    short_advert: draft.short_advert,
    advert_target: isOneOf(ADVERT_TARGETS, draft.advert_target) ? draft.advert_target : 'external',
    image_alt: draft.image_alt.trim() || null,
    available_timeslots: draft.available_timeslots.map((s) => ({ start: s.start, end: s.end })),
  };
}

/**
 * The portal reaches the API under its own `/api/` (see the portal's CSP): an
 * API media URL (`…/api/_media/…`) is loaded from there, whatever host the API
 * wrote into it. Other URLs are kept as they are (the card checks them).
 */
export function portalMediaUrl(url: unknown): unknown {
  if (typeof url !== 'string') return url;
  try {
    const parsed = new URL(url, 'http://portal.invalid');
    return parsed.pathname.startsWith('/api/_media/') ? parsed.pathname + parsed.search : url;
  } catch {
    return url;
  }
}

/**
 * The opportunity the public card shows for a draft: the stored record with the
 * draft's fields over it (periods still being typed are left out, so the
 * ribbons follow what would be saved).
 */
export function previewOpportunity(advert: Advert | null, draft: AdvertDraft): Opportunity {
  const base = advert?.record ?? {};
  const partner = isRecord(base.partner)
    ? { ...base.partner, logo_url: portalMediaUrl(base.partner.logo_url) }
    : base.partner;
  return {
    ...base,
    image_thumbnail_url: portalMediaUrl(base.image_thumbnail_url),
    partner,
    id: (base.id as number | string | undefined) ?? 0,
    display_name: draft.display_name.trim() || 'Untitled advert',
    type: draft.type,
    short_advert: draft.short_advert,
    advert_target: draft.advert_target,
    image_alt: draft.image_alt.trim() || null,
    available_timeslots: draft.available_timeslots.filter(
      (s) => DAY.test(s.start) && DAY.test(s.end) && s.end >= s.start,
    ),
  } as Opportunity;
}

/** Availability in words: `Full up`, or the periods ("29 Jul – 9 Aug 2026"). */
export function availabilityText(slots: readonly Timeslot[]): string {
  if (slots.length === 0) return 'Full up';
  const shown = slots.slice(0, 2).map((s) => formatDateRange(s.start, s.end));
  return slots.length > 2 ? `${shown.join(', ')} and ${slots.length - 2} more` : shown.join(', ');
}
