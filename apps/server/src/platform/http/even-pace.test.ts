import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { EvenPace } from './even-pace.js';

const took = async (work: () => Promise<unknown>) => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};

// Timers may fire up to two milliseconds early (they round; seen 1.14 ms early under load), hence
// the slack on the lower bounds. No upper bounds on real time: a loaded machine may stall any of
// these runs.
describe('EvenPace', () => {
  it('before the dearer case ran, the cheaper waits the first guess', async () => {
    const pace = new EvenPace(40);
    expect(await took(() => pace.answer(false, async () => 'no-op'))).toBeGreaterThanOrEqual(38);
  });

  it('the cheaper case waits out the median of the dearer one, whose own runs never wait', async () => {
    const pace = new EvenPace(0, 3);
    // What the pace remembers is at most what the caller timed around it (the pace's own timing
    // sits inside): the median is at most the middle of the caller's times.
    const middleOf = async (runs: (() => Promise<unknown>)[]) => {
      const times = [];
      for (const run of runs) times.push(await took(() => pace.answer(true, run)));
      return [...times].sort((a, b) => a - b)[1] ?? 0;
    };
    const slow = await middleOf([10, 200, 30].map((ms) => () => sleep(ms)));
    expect(pace.median()).toBeGreaterThanOrEqual(28);
    expect(pace.median()).toBeLessThanOrEqual(slow);
    expect(await took(() => pace.answer(false, async () => 'no-op'))).toBeGreaterThanOrEqual(pace.median() - 2);
    // Only the last `window` (3) runs count: with the older ones, the median would be 20 ms.
    const fast = await middleOf([1, 2, 3].map(() => async () => 'no work'));
    expect(pace.median()).toBeLessThanOrEqual(fast);
  });

  it('a failure of either case is passed on, the cheaper one only after its wait', async () => {
    const pace = new EvenPace(30);
    const start = performance.now();
    await expect(pace.answer(false, () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(performance.now() - start).toBeGreaterThanOrEqual(28);
    const failed = await took(() =>
      expect(pace.answer(true, () => Promise.reject(new Error('down')))).rejects.toThrow('down'),
    );
    // The failed dearer run is remembered: the median is its time, no longer the first guess.
    expect(pace.median()).toBeLessThanOrEqual(failed);
  });
});
