import { lazy } from 'react';

/**
 * The withdrawal form for another page (a fund's /withdrawal-*), loaded with that page: the same
 * form as /withdrawal with a `source`, so money out has one flow.
 */
export const FundWithdrawalForm = lazy(() => import('./WithdrawalPage').then((m) => ({ default: m.WithdrawalForm })));
