/**
 * Type tests of the generated accessor tree, checked by `tsc` (the repository's
 * typecheck): each `@ts-expect-error` line must stay an error.
 */
import type { ListResponse } from '../http/types.js';
import type { Country, GeocodeResult, Message, Opportunity, Team, User } from '../models/types.js';
import type { VolunteerKitApi } from './api.generated.js';
import type { DataResponse, ItemResponse } from './types.js';

declare const api: VolunteerKitApi;

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** `exact<Expected>()(value)` compiles only when the value's type is exactly `Expected`. */
function exact<Expected>() {
  return <Actual>(
    _value: Actual,
    ..._check: Equal<Actual, Expected> extends true ? [] : [never]
  ) => {};
}

export async function typeTests(): Promise<void> {
  // Path parameters are required and typed.
  const page = await api.users.messaging(12).list({ page: 2 });
  exact<ListResponse<Message>>()(page);
  // @ts-expect-error a message has no such field
  void page.data[0]?.subjct;
  // @ts-expect-error a list query filters on the record's fields only
  void api.users.messaging(12).list({ filter: { subjct: 'x' } });
  await api.events.sessions(1).attendees('s1').update(12, { status: 'attended' });
  // @ts-expect-error a path parameter is required
  api.users.messaging();
  // @ts-expect-error path parameters are strings or numbers
  api.users.messaging({ id: 1 });
  // @ts-expect-error the attendee update needs the user id and a body
  await api.events.sessions(1).attendees('s1').update(12);

  // Known models type the responses.
  const users = await api.users.list();
  exact<ListResponse<User>>()(users);
  const user = await api.users.show(1);
  exact<ItemResponse<User>>()(user);
  const opportunities = await api.residentialOpportunities.list({ limit: 8 });
  exact<Opportunity>()(opportunities.data[0]!);
  const countries = await api.residentialOpportunities.countries.list();
  exact<Country[]>()(countries);
  const places = await api.geocode.list({ q: 'Leeds' });
  exact<DataResponse<GeocodeResult>>()(places);
  const teams: Team[] = await api.organisation.teams.listAll();
  void teams;

  // Response kinds.
  const pdf = await api.rota.pdf('2024-05-01/3/', { view: 'week' });
  exact<Blob>()(pdf);
  const html = await api.organisation.emailTemplates.newUserPreview({ first_name: 'Ada' });
  exact<string>()(html);
  await api.exports.resend(7);
  await api.opportunities.logSearch({ opportunities_ids: [1, 2] });
  // @ts-expect-error the search log body needs opportunities_ids
  await api.opportunities.logSearch({ ids: [1] });

  // Store accepts JSON or FormData/Blob.
  const form = new FormData();
  await api.users.profilePhoto(1).store(form);
  await api.files.store(new Blob(['x']));
  await api.users.notes(1).store({ content: 'hi' }, { query: { notify: true } });
  // @ts-expect-error a note's text is its `content`: a misspelt field does not compile
  await api.users.notes(1).store({ text: 'hi' });
  const notes = await api.users.notes(1).list({ filter: { author_id: 3 } });
  exact<string | undefined>()(notes.data[0]!.content);

  // Disallowed operations are absent from the type.
  // @ts-expect-error /exports/: list disabled
  api.exports.list();
  // @ts-expect-error /exports/: update disabled
  api.exports.update(1, {});
  // @ts-expect-error /dashboard/: update disabled
  api.dashboard.update(1, {});
  // @ts-expect-error /search/: list and show only
  api.search.store({});
  // @ts-expect-error /telemetry/: store only
  api.telemetry.list();
  // @ts-expect-error /users/{userId}/password/: update only
  api.users.password(1).show(1);
  // @ts-expect-error /users/{userId}/profile-photo/: no show
  api.users.profilePhoto(1).show(1);
  // @ts-expect-error /users/{userId}/messaging/mark-read/: no list
  api.users.messaging(1).markRead.list();
  // @ts-expect-error no list, so no paginate
  api.files.paginate();
  // @ts-expect-error /organisation/: show disabled
  api.organisation.show(1);
  // @ts-expect-error /rota/{date}/{rotaId}/: show and store disabled
  api.rota.byDate('2024-05-01').rota(3).store({});
  // @ts-expect-error /bulk/imports/: no delete
  api.bulk.imports.delete(1);

  // Pagination helpers.
  for await (const p of api.users.paginate({}, { maxPages: 2 })) {
    exact<ListResponse<User>>()(p);
    break;
  }
}
