import { idRecords, newestFirst, readSentViews, readViews, sentAtOf, text } from './records.js';

describe('communication records', () => {
  it('reads fields as text and keeps only records with a safe numeric id', () => {
    expect([text('a'), text(4), text(null), text({})]).toEqual(['a', '4', '', '']);
    expect(idRecords([{ id: 1 }, { id: '2' }, { id: 'x' }, { id: '1'.repeat(16) }, 3])).toEqual([
      { id: 1 },
      { id: '2' },
    ]);
  });

  it('orders by when sent, newest first, then by the larger id', () => {
    expect(sentAtOf({ created_at: '2026-01-01' })).toBe('2026-01-01');
    expect(sentAtOf({ sent_at: '2026-02-01', created_at: '2026-01-01' })).toBe('2026-02-01');
    const views = [
      { id: '1', sentAt: '2026-01-01' },
      { id: '3', sentAt: '2026-01-01' },
      { id: '2', sentAt: '2026-02-01' },
    ];
    expect([...views].sort(newestFirst).map((v) => v.id)).toEqual(['2', '3', '1']);
  });

  it('reads the records with a safe id as views, with their id as text', () => {
    expect(readViews([{ id: 4, name: 'A' }, { id: 'x' }], (r) => ({ name: text(r.name) }))).toEqual(
      [{ id: '4', name: 'A' }],
    );
  });

  it('reads sent records newest first, with when each was sent', () => {
    const rows = [
      { id: 1, created_at: '2026-01-01', body: 'old' },
      { id: 2, sent_at: '2026-03-01', body: 'new' },
    ];
    expect(readSentViews(rows, (r) => ({ body: text(r.body) }))).toEqual([
      { id: '2', sentAt: '2026-03-01', body: 'new' },
      { id: '1', sentAt: '2026-01-01', body: 'old' },
    ]);
  });
});
