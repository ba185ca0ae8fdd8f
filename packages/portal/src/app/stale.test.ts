import { ApiError, PreconditionFailedError, VolunteerKitError } from '@volunteerkit/api-client';
import { StaleRecordError, isStaleRecord, staleOn412 } from './stale.js';

const refused = (status = 412) => {
  const options = {
    method: 'PUT' as const,
    url: 'https://x.test/api/tasks/7',
    status,
    body: { data: { id: 7, title: 'Newer' }, etag: '"v2"' },
  };
  return status === 412 ? new PreconditionFailedError(options) : new ApiError(options);
};

describe('staleOn412', () => {
  it('resolves to what the write resolves to', async () => {
    await expect(
      staleOn412(
        () => Promise.resolve(3),
        () => null,
        'stale',
      ),
    ).resolves.toBe(3);
  });

  it('turns a 412 into a StaleRecordError with the newer record and the screen message', async () => {
    const error: unknown = await staleOn412(
      () => Promise.reject(refused()),
      (current) => (current ? String(current.title) : null),
      'Someone else changed this task first. Its newer version is shown.',
    ).catch((e: unknown) => e);
    expect(isStaleRecord<string>(error)).toBe(true);
    const stale = error as StaleRecordError<string>;
    expect(stale.newer).toBe('Newer');
    expect(stale.message).toBe('Someone else changed this task first. Its newer version is shown.');
    expect(stale).toBeInstanceOf(StaleRecordError);
    // Still the api-client's 412 error, in the VolunteerKitError tree.
    expect(stale).toBeInstanceOf(PreconditionFailedError);
    expect(stale).toBeInstanceOf(VolunteerKitError);
    expect(stale.kind).toBe('PreconditionFailedError');
    expect(stale.status).toBe(412);
    expect(stale.etag).toBe('"v2"');
    expect(stale.cause).toBeInstanceOf(PreconditionFailedError);
  });

  it('lets the caller read the newer record again (no record in the 412 body)', async () => {
    const plain412 = new ApiError({
      method: 'PUT',
      url: 'https://x.test/s/1',
      status: 412,
      body: null,
    });
    const error = await staleOn412(
      () => Promise.reject(plain412),
      (current) => Promise.resolve(current ?? 'fetched'),
      'stale',
    ).catch((e: unknown) => e);
    expect(isStaleRecord<string>(error) && error.newer).toBe('fetched');
  });

  it('rejects with any other failure unchanged', async () => {
    const other = refused(409);
    await expect(
      staleOn412(
        () => Promise.reject(other),
        () => null,
        'stale',
      ),
    ).rejects.toBe(other);
    expect(isStaleRecord(other)).toBe(false);
  });
});
