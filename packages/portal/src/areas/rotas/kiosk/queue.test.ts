// The kiosk's offline queue (issue 48): kept check-ins go oldest first, each with its own
// key; a refused one leaves the queue and is reported; the first that meets no connection
// stops the catch-up and stays, with those after it; another staff member's stay too.
import { describe, expect, it } from 'vitest';
import { catchUp, memoryQueue, newKey, type QueuedCheckIn } from './queue.js';
import { frameSize, MAX_SIDE } from './qrDecoder.js';

const item = (code: string, at: string, by = 7): QueuedCheckIn => ({
  key: newKey(),
  code,
  scanned_at: `2026-12-07T${at}:00.000Z`,
  by,
});

describe('the kiosk queue', () => {
  it('sends oldest first with each key, drops the sent and the refused, keeps the rest when the connection drops', async () => {
    const queue = memoryQueue();
    const [a, b, c, d] = [
      item('A', '10:02'),
      item('B', '10:00'),
      item('C', '10:01'),
      item('D', '10:03'),
    ];
    const other = item('X', '09:00', 8);
    for (const i of [a!, b!, c!, d!, other]) await queue.put(i);
    const sentKeys: string[] = [];
    const results = await catchUp(
      queue,
      7,
      async (i) => {
        sentKeys.push(i.key);
        if (i.code === 'C') throw new Error('refused');
        if (i.code === 'A') throw new Error('offline');
        return `ok ${i.code}`;
      },
      (e) => (e as Error).message === 'offline',
    );
    expect(sentKeys).toEqual([b!.key, c!.key, a!.key]);
    expect(results).toEqual([
      { item: b, sent: 'ok B' },
      { item: c, refused: new Error('refused') },
    ]);
    expect((await queue.list(7)).map((i) => i.code)).toEqual(['A', 'D']);
    expect((await queue.list(8)).map((i) => i.code)).toEqual(['X']);
    // Back online: the rest go, once each.
    const again = await catchUp(
      queue,
      7,
      async (i) => i.code,
      () => false,
    );
    expect(again.map((r) => ('sent' in r ? r.sent : 'refused'))).toEqual(['A', 'D']);
    expect(await queue.list(7)).toEqual([]);
  });

  it('makes a fresh key each time', () => {
    expect(new Set(Array.from({ length: 50 }, newKey)).size).toBe(50);
  });

  it('scales a camera frame down to the decoder size, never up', () => {
    expect(frameSize(1920, 1080)).toEqual({ width: MAX_SIDE, height: 360 });
    expect(frameSize(480, 640)).toEqual({ width: 480, height: 640 });
    expect(frameSize(320, 240)).toEqual({ width: 320, height: 240 });
  });
});
