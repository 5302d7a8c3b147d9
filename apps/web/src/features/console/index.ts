// The operator console: the dashboard (/admin), the queues' live counts and the bar's badges,
// member 360's tabs (loaded with the member's page only).
import { lazy } from 'react';

export { useOpenPositions, usePendingDeposits, usePendingKyc, usePendingWithdrawals } from './queues';
export const MemberTabs = lazy(async () => ({ default: (await import('./member360/MemberTabs')).MemberTabs }));
