import { CONTENT_OFFSET, DRAWER_WIDTH, MOBILE_TOP_MARGIN } from '@member-area/shared';

/**
 * Spec 2: drawer 240px; desktop content offset = drawer width minus 70px; mobile top margin 65px.
 * The 70px the offset leaves out is the collapsed icon rail, so the content sits after the rail
 * and moves right by CONTENT_OFFSET when the drawer expands to its full width.
 */
export const RAIL_WIDTH = DRAWER_WIDTH - CONTENT_OFFSET;

export function desktopContentMargin(drawerOpen: boolean): number {
  return RAIL_WIDTH + (drawerOpen ? CONTENT_OFFSET : 0);
}

/** The top bar: a 64px toolbar and its 1px border make up the 65px top margin. */
export const TOP_BAR_HEIGHT = MOBILE_TOP_MARGIN - 1;
