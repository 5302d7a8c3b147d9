export { moneyLive } from './money.live';
export { StatusChip } from './StatusChip';
export { useBalance, useDisplayBalance } from './useBalance';
export { AvailableCard, OnHoldCard, PendingDepositsCard, PendingWithdrawalsCard } from './WalletSummaryCards';
export { balanceLive } from './wallet.live';
