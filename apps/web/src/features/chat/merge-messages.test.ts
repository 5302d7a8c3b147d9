import type { ChatMessage } from '@member-area/shared';
import { describe, expect, it } from 'vitest';
import { mergeMessages } from './merge-messages';

const m = (id: string, date: string): ChatMessage => ({ id, chatId: 'c', text: id, senderId: 's', date, img: null });

describe('mergeMessages', () => {
  it('appends what arrived, once, in date order', () => {
    const had = [m('a', '2026-01-01T00:00:01Z'), m('b', '2026-01-01T00:00:02Z')];
    const merged = mergeMessages(had, [
      m('d', '2026-01-01T00:00:04Z'),
      m('b', '2026-01-01T00:00:02Z'),
      m('c', '2026-01-01T00:00:03Z'),
    ]);
    expect(merged.map((x) => x.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the same array when nothing is new', () => {
    const had = [m('a', '2026-01-01T00:00:01Z')];
    expect(mergeMessages(had, [m('a', '2026-01-01T00:00:01Z')])).toBe(had);
  });
});
