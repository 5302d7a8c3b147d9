// The operator's money desk as one chunk (deposits, withdrawals, ledger): see money-pages.ts.
export { AdminDepositsPage } from './AdminDepositsPage';
export { AdminLedgerPage } from './AdminLedgerPage';
export { AdminWithdrawalsPage } from './AdminWithdrawalsPage';
