import { MONEY_ROUTES, ROUTES } from '@member-area/shared';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { defineFeature } from '../../feature';
import { moneyLive } from './money.live';
import {
  AddBalancePage,
  DataBankPage,
  InvoiceBalancePage,
  InvoiceWdPage,
  ViewWithdrawalPage,
  WalletPage,
  WithdrawalPage,
} from './pages';
import { balanceLive } from './wallet.live';

export const walletFeature = defineFeature({
  name: 'wallet',
  pages: [
    { path: ROUTES.dataBank, Page: DataBankPage },
    { path: ROUTES.wallet, Page: WalletPage },
    { path: ROUTES.addBalance, Page: AddBalancePage },
    { path: ROUTES.invoiceBalance, Page: InvoiceBalancePage },
    { path: ROUTES.withdrawal, Page: WithdrawalPage },
    { path: ROUTES.invoiceWd, Page: InvoiceWdPage },
    { path: ROUTES.viewWithdrawal, Page: ViewWithdrawalPage },
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
  live: { balance: balanceLive, money: moneyLive },
});
