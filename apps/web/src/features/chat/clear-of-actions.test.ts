import { describe, expect, it } from 'vitest';
import { type Box, type Offset, placeClearOf, TAB_WIDTH } from './clear-of-actions';

// A 1366×768 window: the toggle rests at the bottom right, 56 px, 16 px from the foot.
const rest = { left: 1286, right: 1342, top: 696, bottom: 752 };
const limits = { top: 64, left: 240 };
const at = (o: Offset | null): Box | null =>
  o && { top: rest.top - o.up, bottom: rest.bottom - o.up, left: rest.left - o.left, right: rest.right - o.left };
const apart = (a: Box, b: Box | null) =>
  b !== null && (a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top);

// The trade page's order card: its figures above "Open position", the chart's foot to the left.
const openPosition = { left: 1010, right: 1326, top: 718, bottom: 760 };
const figures = [
  { left: 1010, right: 1326, top: 650, bottom: 672 },
  { left: 1010, right: 1326, top: 678, bottom: 700 },
];

describe('the chat toggle keeps clear of primary actions', () => {
  it('stays at rest when no action is near it', () => {
    expect(placeClearOf(rest, [{ left: 100, right: 300, top: 700, bottom: 742 }], () => [], limits)).toEqual({
      up: 0,
      left: 0,
    });
  });

  it('moves off "Open position", to the side that covers least: left of it, not over the figures above', () => {
    const place = at(placeClearOf(rest, [openPosition], () => figures, limits));
    expect(apart(openPosition, place)).toBe(true);
    for (const f of figures) expect(apart(f, place)).toBe(true);
  });

  it('moves up above a full-width button of a phone, past a stack of them', () => {
    const phoneRest = { left: 318, right: 374, top: 772, bottom: 828 };
    const buttons = [
      { left: 16, right: 374, top: 790, bottom: 832 },
      { left: 16, right: 374, top: 740, bottom: 782 },
    ];
    const o = placeClearOf(phoneRest, buttons, () => [], { top: 64, left: 0 });
    expect(o?.left).toBe(0);
    expect(phoneRest.bottom - (o?.up ?? 0)).toBeLessThanOrEqual(740 - 8);
  });

  it("tucks into a tab in a phone's gutter when moving up or left would cover a card's figures", () => {
    // /on-trade on a 390 px phone: a card's "Close" under the toggle, figures up to the card's padding.
    const phoneRest = { left: 318, right: 374, top: 772, bottom: 828 };
    const close = { left: 297, right: 361, top: 764, bottom: 794 };
    const cardFigures = [
      { left: 29, right: 361, top: 690, bottom: 740 },
      { left: 29, right: 361, top: 720, bottom: 760 },
      { left: 29, right: 361, top: 800, bottom: 844 },
    ];
    const o = placeClearOf(phoneRest, [close], () => cardFigures, { top: 64, left: 0, right: 390 });
    expect(o?.tuck).toBe(16);
    const tab = {
      left: 390 - TAB_WIDTH,
      right: 390,
      top: phoneRest.top - (o?.up ?? 0),
      bottom: phoneRest.bottom - (o?.up ?? 0),
    };
    expect(apart(close, tab)).toBe(true);
    for (const f of cardFigures) expect(apart(f, tab)).toBe(true);
  });

  it('stays full size when a free place exists, even with the window edge known', () => {
    const o = placeClearOf(rest, [openPosition], () => figures, { ...limits, right: 1366 });
    expect(o?.tuck).toBeUndefined();
  });

  it('steps aside when the actions leave it no room', () => {
    expect(placeClearOf(rest, [{ left: 240, right: 1366, top: 80, bottom: 768 }], () => [], limits)).toBeNull();
  });
});
