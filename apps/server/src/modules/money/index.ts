// Money in and out: the live balance, wallet summary and history, deposit invoices, withdrawals, payout details,
// and the operator's money desk. Money moves only through modules/ledger.

export { balanceTopic } from './balance.live.js';
export { fundsTopic } from './funds.live.js';
export { moneyTopic } from './money.live.js';
export { moneyModule } from './money.module.js';
export { depositNumber, withdrawalNumber } from './money.repo.js';
export { type MoneyRules, readMoneyRules } from './money-settings.repo.js';
export { accountHistory, type HistoryAccount, sendAccountHistoryCsv } from './wallet-history.js';
