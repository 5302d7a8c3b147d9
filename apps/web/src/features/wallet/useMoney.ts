import { MONEY_API, ZBankData, ZDepositInvoice, ZMoneyOptions, ZWalletSummary, ZWithdrawal } from '@member-area/shared';
import { queryKeys } from '../../api';
import { useMemberQuery } from '../auth';

/** Available, on hold, pending deposits and withdrawals; the live channel keeps it current. */
export function useWalletSummary() {
  return useMemberQuery({ queryKey: queryKeys.money.wallet, path: MONEY_API.wallet, schema: ZWalletSummary });
}

/** The operator's payment methods and money rules (minimum, maximum, fee). */
export function useMoneyOptions() {
  return useMemberQuery({ queryKey: queryKeys.money.options, path: MONEY_API.options, schema: ZMoneyOptions });
}

export function useBankData() {
  return useMemberQuery({ queryKey: queryKeys.money.bankData, path: MONEY_API.bankData, schema: ZBankData });
}

/** One deposit invoice; its status arrives live. Another member's answers 404. */
export function useDeposit(slug: string) {
  return useMemberQuery({
    queryKey: queryKeys.money.deposit(slug),
    path: MONEY_API.deposit(slug),
    schema: ZDepositInvoice,
  });
}

export function useWithdrawal(slug: string) {
  return useMemberQuery({
    queryKey: queryKeys.money.withdrawal(slug),
    path: MONEY_API.withdrawal(slug),
    schema: ZWithdrawal,
  });
}
