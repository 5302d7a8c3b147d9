// AmountField: the member's amount field for every money form (investments and trading too).
export { AccountHistory, signedAmountColumn } from './AccountHistory';
export { AmountField } from './AmountField';
export { getWalletHistory } from './api';
export { DetailList } from './DetailList';
export { FundWithdrawalForm } from './lazy-withdrawal-form';
export { MoneyAmount } from './MoneyAmount';
// The back office's settings page shows money's two cards next to the brand's settings.
export { MoneySettingsCard } from './MoneySettingsCard';
export { moneyLive } from './money.live';
export { PaymentMethodsCard } from './PaymentMethodsCard';
export { moneyKeys } from './query-keys';
export { StatusChip } from './StatusChip';
export { useBalance, useDisplayBalance } from './useBalance';
export { useCurrencyView } from './useCurrencyView';
export { useBankData, useMoneyOptions, useWalletSummary } from './useMoney';
export { AvailableCard, OnHoldCard, PendingDepositsCard, PendingWithdrawalsCard } from './WalletSummaryCards';
export { balanceLive } from './wallet.live';
