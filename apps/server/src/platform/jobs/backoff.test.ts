import { expect, it } from 'vitest';
import { backoffSeconds } from './backoff.js';

it('doubles the wait after each failure', () => {
  expect([1, 2, 3, 4].map((a) => backoffSeconds(a, 10, 3600))).toEqual([10, 20, 40, 80]);
});

it('never waits longer than the cap, however many attempts failed', () => {
  expect(backoffSeconds(50, 10, 3600)).toBe(3600);
  expect(backoffSeconds(1000, 10, 3600)).toBe(3600);
});
