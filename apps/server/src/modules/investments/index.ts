// Investments: packages, each member's investments, and the daily profit paid exactly once.

export { profitPaidThrough } from './admin-investments.js';
export { investmentColumns, investmentNumber } from './investment-view.js';
export { investmentsTopic } from './investments.live.js';
export { investmentsModule, PROFIT_QUEUE } from './investments.module.js';
export { type DayPayout, PROFIT_BATCH, payProfitForDay } from './pay-profit.js';
export { addDays, dayIn, profitToday } from './profit-day.js';
