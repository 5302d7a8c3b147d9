import { isOperatorRole, type SessionUser } from '@member-area/shared';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import type { NavEntry } from '../../feature';
import { WEB_FEATURES } from '../features';
import { NAV_GROUPS } from './nav-groups';

type Role = SessionUser['role'];

export interface NavLinkItem {
  label: string;
  to: string;
  icon: ComponentType<SvgIconProps>;
  /** Shown only to operators (a role that opens the back office, permissions.ts). */
  operatorsOnly?: true;
  /** The item's own detail pages (route patterns): the item is active there too, its group open. */
  detailRoutes?: readonly string[];
}

export interface NavGroupItem {
  label: string;
  icon: ComponentType<SvgIconProps>;
  children: readonly NavLinkItem[];
  operatorsOnly?: true;
}

export type NavItem = NavLinkItem | NavGroupItem;

export const isNavGroup = (item: NavItem): item is NavGroupItem => 'children' in item;

/**
 * The side navigation (spec 2), from the entries each feature declares (`feature.ts`): an entry
 * with a group goes under it, each in its place; a group with no entry is not shown.
 */
export const NAV_ITEMS: readonly NavItem[] = buildNav(WEB_FEATURES.flatMap((feature) => feature.nav ?? []));

function buildNav(entries: readonly NavEntry[]): NavItem[] {
  const byPlace = <T extends { place: number }>(a: T, b: T) => a.place - b.place;
  const link = ({ label, to, icon, detailRoutes, operatorsOnly }: NavEntry): NavLinkItem => ({
    label,
    to,
    icon,
    ...(detailRoutes && { detailRoutes }),
    ...(operatorsOnly && { operatorsOnly }),
  });
  const top = entries.filter((e) => !e.group).map((e) => ({ place: e.place, item: link(e) }));
  const groups = Object.entries(NAV_GROUPS).flatMap(([label, { icon, place }]) => {
    const children = entries
      .filter((e) => e.group === label)
      .sort(byPlace)
      .map(link);
    return children.length > 0 ? [{ place, item: { label, icon, children } as NavItem }] : [];
  });
  return [...top, ...groups].sort(byPlace).map(({ item }) => item);
}

/** Whether `pathname` is the item's page or one of its detail pages. */
export function isItemActive(item: NavLinkItem, pathname: string): boolean {
  return [item.to, ...(item.detailRoutes ?? [])].some(
    (path) => matchPath({ path, end: path === '/' }, pathname) !== null,
  );
}

export function visibleNavItems(role: Role | undefined): NavItem[] {
  // The drawer is in the first download: the short operator list, not the permission table.
  const allowed = (item: { operatorsOnly?: true }) => !item.operatorsOnly || isOperatorRole(role);
  return NAV_ITEMS.filter(allowed).map((item) =>
    isNavGroup(item) ? { ...item, children: item.children.filter(allowed) } : item,
  );
}
