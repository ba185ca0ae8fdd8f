import { PreconditionFailedError } from '@volunteerkit/api-client';
import { isStaleRecord } from './stale.js';
import { updateAndReadBack } from './updateAndReadBack.js';

const read = (r: Record<string, unknown>) =>
  typeof r.id === 'number' ? { id: r.id, title: String(r.title) } : null;

describe('updateAndReadBack', () => {
  it('answers the record as it is read back after the update', async () => {
    const calls: string[] = [];
    const stored = await updateAndReadBack({
      update: () => (calls.push('update'), Promise.resolve({})),
      show: () => (calls.push('show'), Promise.resolve({ data: { id: 7, title: 'Stored' } })),
      read,
      noun: 'task',
    });
    expect(stored).toEqual({ id: 7, title: 'Stored' });
    expect(calls).toEqual(['update', 'show']);
  });

  it('rejects a 412 with the newer record and says so in the noun', async () => {
    const refused = new PreconditionFailedError({
      method: 'PUT',
      url: 'https://x.test/api/tasks/7',
      status: 412,
      body: { data: { id: 7, title: 'Newer' } },
    });
    const error: unknown = await updateAndReadBack({
      update: () => Promise.reject(refused),
      show: () => Promise.reject(new Error('not read')),
      read,
      noun: 'application',
    }).catch((e: unknown) => e);
    expect(isStaleRecord(error)).toBe(true);
    if (!isStaleRecord<{ title: string }>(error)) return;
    expect(error.newer?.title).toBe('Newer');
    expect(error.message).toBe(
      'Someone else changed this application first. Its newer version is shown.',
    );
  });

  it('rejects when the record cannot be read back', async () => {
    await expect(
      updateAndReadBack({
        update: () => Promise.resolve({}),
        show: () => Promise.resolve({ data: {} }),
        read,
        noun: 'task',
      }),
    ).rejects.toThrow('The task could not be read back.');
  });
});
