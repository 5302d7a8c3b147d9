import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { LiveHandlers } from './features/live';

/** A page of a signed-in area: its route pattern (from shared ROUTES) and its lazy page. */
export interface PageEntry {
  path: string;
  Page: ComponentType;
}

/** The drawer's groups, in the spec's words (their icon and place: app/shell/nav-groups.ts). */
export type NavGroupName = 'Settings' | 'Trade' | 'Funds' | 'Wallet' | 'Network';

/** An entry of the member drawer. */
export interface NavEntry {
  label: string;
  to: string;
  icon: ComponentType<SvgIconProps>;
  /**
   * Where it stands: the spec orders the drawer Dashboard 10, Settings 20, Security 30, KYC 40,
   * Investment 50, Trade 60, Funds 70, Wallet 80, Network 90, Back office 100; inside a group,
   * the entries' own places order them.
   */
  place: number;
  group?: NavGroupName;
  /** The item's own detail pages (route patterns): the item is active there too, its group open. */
  detailRoutes?: readonly string[];
  /** Shown only to operators (a role that opens the back office, permissions.ts). */
  operatorsOnly?: true;
}

/** An entry of the back office's bar; `useBadge` (a hook) counts what waits there. */
export interface AdminNavEntry {
  label: string;
  to: string;
  place: number;
  useBadge?: () => number;
  /**
   * 'todo' (the default): the count waits for an operator, a red badge. 'figure': the count is
   * only a figure (open positions), a neutral outlined badge, so nobody reads it as a to-do.
   */
  badgeTone?: 'todo' | 'figure';
}

/**
 * What a web feature brings to the app, declared once in its `feature.ts`: its member pages,
 * back-office pages, drawer and bar entries, and the live topics it takes into its cache. The
 * shells assemble them from `app/features.ts`, one line per feature.
 */
export interface WebFeature {
  name: string;
  pages?: readonly PageEntry[];
  adminPages?: readonly PageEntry[];
  nav?: readonly NavEntry[];
  adminNav?: readonly AdminNavEntry[];
  live?: LiveHandlers;
}

export function defineFeature(feature: WebFeature): WebFeature {
  return feature;
}
