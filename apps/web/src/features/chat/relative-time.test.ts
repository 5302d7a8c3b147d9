import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime (en-US)', () => {
  it('reads like a person would say it', () => {
    expect(relativeTime(ago(3), now)).toBe('now');
    expect(relativeTime(ago(30), now)).toBe('30 seconds ago');
    expect(relativeTime(ago(120), now)).toBe('2 minutes ago');
    expect(relativeTime(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3600), now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 24 * 3600), now)).toBe('3 days ago');
  });
});
