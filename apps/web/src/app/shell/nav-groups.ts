import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import CandlestickChartOutlined from '@mui/icons-material/CandlestickChartOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { NavGroupName } from '../../feature';

/** The drawer's groups (spec 2) and where each stands among the entries (see NavEntry.place). */
export const NAV_GROUPS: Record<NavGroupName, { icon: ComponentType<SvgIconProps>; place: number }> = {
  Settings: { icon: SettingsOutlined, place: 20 },
  Trade: { icon: CandlestickChartOutlined, place: 60 },
  Funds: { icon: SavingsOutlined, place: 70 },
  Wallet: { icon: AccountBalanceWalletOutlined, place: 80 },
  Network: { icon: GroupsOutlined, place: 90 },
};
