import { MONEY_API, ZBankData, ZDepositInvoice, ZMoneyOptions, ZWalletSummary, ZWithdrawal } from '@member-area/shared';
import { useMemberQuery } from '../auth';
import { moneyKeys } from './query-keys';

/** Available, on hold, pending deposits and withdrawals; the live channel keeps it current. */
export function useWalletSummary() {
  return useMemberQuery({ queryKey: moneyKeys.wallet, path: MONEY_API.wallet, schema: ZWalletSummary });
}

/** The operator's payment methods and money rules (minimum, maximum, fee). */
export function useMoneyOptions() {
  return useMemberQuery({ queryKey: moneyKeys.options, path: MONEY_API.options, schema: ZMoneyOptions });
}

export function useBankData() {
  return useMemberQuery({ queryKey: moneyKeys.bankData, path: MONEY_API.bankData, schema: ZBankData });
}

/** One deposit invoice; its status arrives live. Another member's answers 404. */
export function useDeposit(slug: string) {
  return useMemberQuery({
    queryKey: moneyKeys.deposit(slug),
    path: MONEY_API.deposit(slug),
    schema: ZDepositInvoice,
  });
}

export function useWithdrawal(slug: string) {
  return useMemberQuery({
    queryKey: moneyKeys.withdrawal(slug),
    path: MONEY_API.withdrawal(slug),
    schema: ZWithdrawal,
  });
}
