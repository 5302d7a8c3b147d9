import { formatAmount } from '@member-area/shared';

/** The back office shows amounts in USD, as the ledger keeps them. */
export const formatAmountUsd = (usd: string) => `${formatAmount(usd)} USD`;
