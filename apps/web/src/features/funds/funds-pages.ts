// The funds' pages in one chunk (./pages.ts loads it lazily).
export { BonusFundPage, ProfitFundPage } from './FundPage';
export { BonusWithdrawalPage, ProfitWithdrawalPage } from './FundWithdrawalPage';
