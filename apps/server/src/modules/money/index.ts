// Money in and out: wallet summary and history, deposit invoices, withdrawals, payout details,
// and the operator's money desk. Money moves only through modules/ledger.
export { depositExpiryJob } from './expire-deposit.js';
export { moneyAdminRoutes } from './money.admin.routes.js';
export { moneyTopic } from './money.live.js';
export { moneyRoutes } from './money.routes.js';
