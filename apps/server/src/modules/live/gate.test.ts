import { describe, expect, it } from 'vitest';
import { Gate } from './gate.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('gate', () => {
  it('runs at most its size at once, the others in arrival order', async () => {
    const gate = new Gate(2);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const runs = [0, 1, 2, 3, 4].map((i) =>
      gate.run(async () => {
        started.push(i);
        await new Promise<void>((resolve) => finish.push(resolve));
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    finish[1]?.();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    finish[0]?.();
    finish[2]?.();
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    finish[3]?.();
    finish[4]?.();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
  });

  it('gives the slot back when a task fails', async () => {
    const gate = new Gate(1);
    await expect(gate.run(async () => Promise.reject(new Error('no database')))).rejects.toThrow('no database');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});
