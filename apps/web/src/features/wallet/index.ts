export { moneyLive } from './money.live';
export { moneyKeys } from './query-keys';
export { StatusChip, WARNING_CHIP_SX } from './StatusChip';
export { useBalance, useDisplayBalance } from './useBalance';
export { AvailableCard, OnHoldCard, PendingDepositsCard, PendingWithdrawalsCard } from './WalletSummaryCards';
export { balanceLive } from './wallet.live';
