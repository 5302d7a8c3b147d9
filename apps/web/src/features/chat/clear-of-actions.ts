import { type RefObject, useEffect, useState } from 'react';

/**
 * A page's primary actions, which the floating chat toggle must never sit on: MUI's contained
 * buttons (the one filled button of a form or a card) and anything marked data-primary-action,
 * inside the page (a dialog's buttons are above the toggle anyway).
 */
export const PRIMARY_ACTIONS = 'main .MuiButton-contained, main [data-primary-action]';
/** What the toggle, once it has to move, would rather not cover either: text, fields, controls, charts. */
const CONTENT =
  'main :is(button, a, input, label, p, dt, dd, h1, h2, h3, h4, h5, h6, li, [role=cell], [role=figure], [role=img], .MuiChip-root)';

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * Where the toggle goes: `up` and `left` px from its resting place. With `tuck` it shrinks to a
 * narrow tab moved `tuck` px right, flush with the window's edge (in the page's gutter).
 */
export interface Offset {
  up: number;
  left: number;
  tuck?: number;
}

/** The tucked tab's width: it lies in a phone's 16 px gutter and a card's padding, clear of figures. */
export const TAB_WIDTH = 28;
const GAP = 8;

const moved = (b: Box, o: Offset): Box => ({
  top: b.top - o.up,
  bottom: b.bottom - o.up,
  left: b.left - o.left,
  right: b.right - o.left,
});
const near = (a: Box, b: Box) =>
  a.left < b.right + GAP && a.right > b.left - GAP && a.top < b.bottom + GAP && a.bottom > b.top - GAP;
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/** Moves the toggle one way (up or left) past every action in its path, or null when it runs out of room. */
function stepClear(rest: Box, actions: readonly Box[], way: 'up' | 'left', limit: number): Offset | null {
  const o = { up: 0, left: 0 };
  for (let again = true; again; ) {
    again = false;
    for (const a of actions) {
      const box = moved(rest, o);
      if (!near(a, box)) continue;
      if (way === 'up') o.up = rest.bottom - a.top + GAP;
      else o.left = rest.right - a.left + GAP;
      again = true;
    }
    const box = moved(rest, o);
    if ((way === 'up' ? box.top : box.left) < limit) return null;
  }
  return o;
}

/**
 * Where the toggle sits: at rest unless a primary action is under it; then moved up above the
 * actions or left of them, whichever covers less of the page's content. When both would cover
 * some (a phone's cards have figures up to their right edge), it tucks into a tab at the window's
 * edge instead, at rest or moved up. Null when no way has room (it steps aside until the page scrolls).
 */
export function placeClearOf(
  rest: Box,
  actions: readonly Box[],
  content: () => readonly Box[],
  limits: { top: number; left: number; right?: number },
): Offset | null {
  if (!actions.some((a) => near(a, rest))) return { up: 0, left: 0 };
  const boxes = content();
  const covered = (b: Box) => boxes.reduce((sum, c) => sum + overlap(c, b), 0);
  const options: { o: Offset; covers: number }[] = [];
  for (const way of ['up', 'left'] as const) {
    const o = stepClear(rest, actions, way, way === 'up' ? limits.top : limits.left);
    if (o) options.push({ o, covers: covered(moved(rest, o)) });
  }
  if (limits.right !== undefined) {
    const tab = { ...rest, left: limits.right - TAB_WIDTH, right: limits.right };
    const o = stepClear(tab, actions, 'up', limits.top);
    if (o) options.push({ o: { ...o, tuck: tab.right - rest.right }, covers: covered(moved(tab, o)) });
  }
  if (options.length === 0) return null;
  // Least covered first; on a tie the full-size toggle (listed first), the easier one to find and press.
  return options.reduce((best, x) => (x.covers < best.covers ? x : best)).o;
}

const rects = (selector: string) =>
  [...document.querySelectorAll(selector)]
    .map((e) => e.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0);

/**
 * Keeps the toggle `element` (fixed at `bottom` px from the window's foot, `size` px high) off the
 * page's primary actions as the page scrolls, resizes or changes. Answers its offset from rest, or
 * null when it should step aside; at rest while `active` is false (the chat panel is open).
 */
export function useClearOfActions(
  element: RefObject<HTMLElement | null>,
  { bottom, size, minTop, active }: { bottom: number; size: number; minTop: number; active: boolean },
): Offset | null {
  const [offset, setOffset] = useState<Offset | null>({ up: 0, left: 0 });
  useEffect(() => {
    if (!active) {
      setOffset({ up: 0, left: 0 });
      return;
    }
    let frame = 0;
    const measure = () => {
      frame = 0;
      const own = element.current;
      const main = document.querySelector('main')?.getBoundingClientRect();
      if (!own || !main) return;
      // The resting box: where the toggle is, less the `translate` that moved it there.
      const [dx = 0] = (own.style.translate || '0').split(' ').map((v) => Number.parseFloat(v) || 0);
      const rightEdge = own.getBoundingClientRect().right - dx;
      const height = document.documentElement.clientHeight;
      const rest = { left: rightEdge - size, right: rightEdge, bottom: height - bottom, top: height - bottom - size };
      const next = placeClearOf(rest, rects(PRIMARY_ACTIONS), () => rects(CONTENT), {
        top: minTop,
        left: main.left,
        right: document.documentElement.clientWidth,
      });
      setOffset((o) => (o && next && o.up === next.up && o.left === next.left && o.tuck === next.tuck ? o : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    // Any scroll (the page's or a panel's), a resize, or a change of the page (a new route, a
    // card that grew) can bring an action under the toggle.
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [element, bottom, size, minTop, active]);
  return offset;
}
