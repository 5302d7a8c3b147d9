import { expect, type Page } from '@playwright/test';
import { untilAnimationsSettle } from './settle.js';

// Keyboard-only walking: Tab until a control is reached, checking every stop on the way.

/** What the browser says of the focused element: enough to find it and to judge its focus ring. */
export interface FocusStop {
  /** "button "Open position"", "combobox "Leverage"", "body" when focus is lost. */
  label: string;
  /** Inside the window after focus (the browser scrolled it there), with a size. */
  inView: boolean;
  /** The element drawn on top at the centre of its box, when that is not the element itself. */
  coveredBy: string | null;
  /** A ring or shadow drawn because of focus, or a field's thickened frame. */
  indicator: boolean;
  /** Not a tab stop (tabindex -1): a container focused on purpose (a dialog, a heading). */
  programmatic: boolean;
  /** Inside the page's <main> (not the top bar, the drawer or the chat button). */
  inMain: boolean;
  /** The focus ring, drawn outside the box, is cut by the window's left or right edge. */
  ringClipped: boolean;
}

/** The focused element as a FocusStop (runs in the page). */
export async function focusStop(page: Page): Promise<FocusStop> {
  // Judge the stop as the eye does, once what moves has arrived: a menu group still opening, a
  // menu still fading out or a drawer still sliding would be judged half-way (a key pressed a few
  // ms after Enter).
  await untilAnimationsSettle(page);
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body)
      return {
        label: 'body',
        inView: false,
        coveredBy: null,
        indicator: false,
        programmatic: false,
        inMain: false,
        ringClipped: false,
      };
    const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
    const labelled = el.getAttribute('aria-labelledby');
    const labelText = labelled ? document.getElementById(labelled.split(' ')[0] ?? '')?.textContent : null;
    const fieldLabel = (el as HTMLInputElement).labels?.[0]?.textContent;
    const name = (el.getAttribute('aria-label') ?? labelText ?? fieldLabel ?? el.textContent ?? '').trim().slice(0, 40);
    // A checkbox or switch is a transparent input over its drawn control, which shows the focus.
    const drawn = el.matches('input[type=checkbox], input[type=radio]')
      ? ((el.closest('.MuiButtonBase-root') as HTMLElement | null) ?? el)
      : el;
    const r = drawn.getBoundingClientRect();
    const inView =
      r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    // An empty field's own label sits over it by design (it floats up on focus).
    const ownLabel = Array.from((el as HTMLInputElement).labels ?? []).some((l) => top && l.contains(top));
    const coveredBy =
      top && !drawn.contains(top) && !top.contains(drawn) && !ownLabel
        ? `${top.tagName.toLowerCase()}.${String(top.className).split(' ').slice(0, 2).join('.')}`
        : null;
    const cs = getComputedStyle(drawn);
    const ring = cs.outlineStyle !== 'none' && Number.parseFloat(cs.outlineWidth) >= 2;
    // How far the ring reaches outside the box (a negative offset draws it inside).
    const reach = ring ? Math.max(0, Number.parseFloat(cs.outlineWidth) + Number.parseFloat(cs.outlineOffset)) : 0;
    const shadow = cs.boxShadow !== 'none';
    // A text field or select: MUI draws focus as the frame's 2px border around the input, for
    // every part of it (a date field's month, day, year and calendar button are four tab stops).
    const frame = el.closest('.MuiInputBase-root.Mui-focused')?.querySelector('.MuiOutlinedInput-notchedOutline');
    const thick = frame ? Number.parseFloat(getComputedStyle(frame).borderTopWidth) >= 2 : false;
    return {
      label: `${role} "${name}"`,
      inView,
      coveredBy,
      indicator: (el.matches(':focus-visible') && (ring || shadow)) || thick,
      programmatic: el.tabIndex < 0,
      inMain: Boolean(document.querySelector('main')?.contains(el)),
      ringClipped: r.left - reach < 0 || r.right + reach > document.documentElement.clientWidth,
    };
  });
}

/** Fails unless the focused element is a tab stop the member can see: in the window, uncovered, ringed. */
export async function expectVisibleFocus(page: Page, where = ''): Promise<FocusStop> {
  const stop = await focusStop(page);
  expect(stop.label, `focus lost ${where}`).not.toBe('body');
  expect(stop.inView, `${stop.label} ${where}: outside the window after focus`).toBe(true);
  expect(stop.coveredBy, `${stop.label} ${where}: covered`).toBeNull();
  if (!stop.programmatic) expect(stop.indicator, `${stop.label} ${where}: no visible focus indicator`).toBe(true);
  expect(stop.ringClipped, `${stop.label} ${where}: its focus ring is cut by the window's edge`).toBe(false);
  return stop;
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's label matches, checking every stop on the
 * way with expectVisibleFocus; the stops passed are in the failure message.
 */
export async function tabTo(
  page: Page,
  target: RegExp,
  { back = false, max = 60, inMain = false } = {},
): Promise<string[]> {
  const passed: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const stop = await expectVisibleFocus(page, `(after ${passed.join(' → ')})`);
    if (inMain) expect(stop.inMain, `${stop.label}: outside the page's content`).toBe(true);
    passed.push(stop.label);
    if (target.test(stop.label)) return passed;
  }
  throw new Error(`${target} not reached in ${max} tabs: ${passed.join(' → ')}`);
}

/** The focused element's label, e.g. to check where focus went after a dialog closed. */
export const focusedLabel = async (page: Page) => (await focusStop(page)).label;

/**
 * From a freshly loaded page: the first Tab reaches "Skip to content", Enter moves past the top
 * bar and the drawer; the next stops are the page's own (pass `inMain` to tabTo to hold to it).
 */
export async function skipToContent(page: Page, screenshot?: string): Promise<void> {
  await page.keyboard.press('Tab');
  expect((await expectVisibleFocus(page, 'first Tab')).label).toBe('a "Skip to content"');
  if (screenshot) await page.screenshot({ path: screenshot });
  await page.keyboard.press('Enter');
  expect((await focusStop(page)).label).toMatch(/^main /);
}
