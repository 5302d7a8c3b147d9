// The member's money pages as one chunk: a member moves between them (balance, add balance,
// invoice, withdrawal), and one file keeps the router's preload table in the first download short.
export { AddBalancePage } from './AddBalancePage';
export { DataBankPage } from './DataBankPage';
export { InvoiceBalancePage } from './InvoiceBalancePage';
export { InvoiceWdPage } from './InvoiceWdPage';
export { ViewWithdrawalPage } from './ViewWithdrawalPage';
export { WalletPage } from './WalletPage';
export { WithdrawalPage } from './WithdrawalPage';
