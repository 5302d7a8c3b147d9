import { MONEY_ROUTES, ROUTES } from '@member-area/shared';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { defineFeature } from '../../feature';
import { usePendingDeposits, usePendingWithdrawals } from '../console';
import { moneyLive } from './money.live';
import {
  AddBalancePage,
  AdminDepositsPage,
  AdminLedgerPage,
  AdminWithdrawalsPage,
  DataBankPage,
  InvoiceBalancePage,
  InvoiceWdPage,
  ViewWithdrawalPage,
  WalletPage,
  WithdrawalPage,
} from './pages';
import { balanceLive } from './wallet.live';

/** Money in and out, named like the server's modules/money: the member's wallet pages and the money desk. */
export const moneyFeature = defineFeature({
  name: 'money',
  pages: [
    { path: ROUTES.dataBank, Page: DataBankPage },
    { path: ROUTES.wallet, Page: WalletPage },
    { path: ROUTES.addBalance, Page: AddBalancePage },
    { path: ROUTES.invoiceBalance, Page: InvoiceBalancePage },
    { path: ROUTES.withdrawal, Page: WithdrawalPage },
    { path: ROUTES.invoiceWd, Page: InvoiceWdPage },
    { path: ROUTES.viewWithdrawal, Page: ViewWithdrawalPage },
  ],
  adminPages: [
    { path: ROUTES.adminDeposits, Page: AdminDepositsPage },
    { path: ROUTES.adminWithdrawals, Page: AdminWithdrawalsPage },
    { path: ROUTES.adminLedger, Page: AdminLedgerPage },
  ],
  nav: [
    { label: 'Bank', to: ROUTES.dataBank, icon: AccountBalanceOutlined, place: 2, group: 'Settings' },
    { label: 'Balance', to: ROUTES.wallet, icon: ReceiptLongOutlined, place: 1, group: 'Wallet' },
    {
      label: 'Add balance',
      to: ROUTES.addBalance,
      icon: AddCardOutlined,
      place: 2,
      group: 'Wallet',
      detailRoutes: [MONEY_ROUTES.invoiceBalance],
    },
    {
      label: 'Withdrawal',
      to: ROUTES.withdrawal,
      icon: PaymentsOutlined,
      place: 3,
      group: 'Wallet',
      detailRoutes: [MONEY_ROUTES.invoiceWd, MONEY_ROUTES.invoiceWdSlug, MONEY_ROUTES.viewWithdrawal],
    },
  ],
  adminNav: [
    { label: 'Deposits', to: ROUTES.adminDeposits, place: 20, useBadge: usePendingDeposits },
    { label: 'Withdrawals', to: ROUTES.adminWithdrawals, place: 30, useBadge: usePendingWithdrawals },
    { label: 'Ledger', to: ROUTES.adminLedger, place: 40 },
  ],
  live: { balance: balanceLive, money: moneyLive },
});
