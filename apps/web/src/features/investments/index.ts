// Investments: /investment, /add-investment, /invoice, the dashboard's tiles, the back office pages.
export { ProfitToDateCard, ProfitTodayCard, TotalInvestedCard } from './InvestmentCards';
export { investmentsLive } from './investments.live';
export { investmentKeys } from './keys';
export { ProfitChartCard } from './ProfitChartCard';
