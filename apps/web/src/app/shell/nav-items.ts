import { INVESTMENT_ROUTES, isOperatorRole, MONEY_ROUTES, ROUTES, type SessionUser } from '@member-area/shared';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';

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
 * The side navigation (spec 2). Only pages that exist are listed; a feature adds its entries here
 * (the Settings group gets "Bank" at /data-bank, a Trade group arrives with trading, and so on).
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: ROUTES.home, icon: DashboardOutlined },
  {
    label: 'Settings',
    icon: SettingsOutlined,
    children: [
      { label: 'Profile', to: ROUTES.profile, icon: PersonOutlined },
      { label: 'Bank', to: ROUTES.dataBank, icon: AccountBalanceOutlined },
      { label: 'Password', to: ROUTES.changePassword, icon: KeyOutlined },
    ],
  },
  { label: 'Security', to: ROUTES.security, icon: SecurityOutlined },
  { label: 'KYC', to: ROUTES.kyc, icon: BadgeOutlined },
  {
    label: 'Investment',
    to: INVESTMENT_ROUTES.investment,
    icon: ShowChartOutlined,
    detailRoutes: [INVESTMENT_ROUTES.addInvestment, INVESTMENT_ROUTES.invoiceInvestment],
  },
  {
    label: 'Wallet',
    icon: AccountBalanceWalletOutlined,
    children: [
      { label: 'Balance', to: ROUTES.wallet, icon: ReceiptLongOutlined },
      {
        label: 'Add balance',
        to: ROUTES.addBalance,
        icon: AddCardOutlined,
        detailRoutes: [MONEY_ROUTES.invoiceBalance],
      },
      {
        label: 'Withdrawal',
        to: ROUTES.withdrawal,
        icon: PaymentsOutlined,
        detailRoutes: [MONEY_ROUTES.invoiceWd, MONEY_ROUTES.invoiceWdSlug, MONEY_ROUTES.viewWithdrawal],
      },
    ],
  },
  { label: 'Back office', to: ROUTES.admin, icon: AdminPanelSettingsOutlined, operatorsOnly: true },
];

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
