import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { EvenPace } from './even-pace.js';

const took = async (work: () => Promise<unknown>) => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};

// Timers may fire a millisecond early (they round), hence the slack on the lower bounds.
describe('EvenPace', () => {
  it('before the dearer case ran, the cheaper waits the first guess', async () => {
    const pace = new EvenPace(40);
    expect(await took(() => pace.answer(false, async () => 'no-op'))).toBeGreaterThanOrEqual(39);
  });

  it('the cheaper case waits out the median of the dearer one, whose own runs never wait', async () => {
    const pace = new EvenPace(0, 3);
    for (const ms of [10, 60, 30]) expect(await took(() => pace.answer(true, () => sleep(ms)))).toBeLessThan(ms + 50);
    expect(pace.median()).toBeGreaterThanOrEqual(29);
    expect(pace.median()).toBeLessThan(60);
    expect(await took(() => pace.answer(false, async () => 'no-op'))).toBeGreaterThanOrEqual(pace.median() - 1);
    // Only the last `window` (3) runs count: three short ones bring the median down.
    for (let i = 0; i < 3; i++) await pace.answer(true, async () => 'fast');
    expect(pace.median()).toBeLessThan(5);
  });

  it('a failure of either case is passed on, the cheaper one only after its wait', async () => {
    const pace = new EvenPace(30);
    const start = performance.now();
    await expect(pace.answer(false, () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(performance.now() - start).toBeGreaterThanOrEqual(29);
    await expect(pace.answer(true, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(pace.median()).toBeLessThan(30);
  });
});
