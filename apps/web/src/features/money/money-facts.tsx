import { type AdminDeposit, type AdminWithdrawal, formatUsd, type MoneyMember } from '@member-area/shared';
import type { ConfirmFact } from '../../ui/ConfirmDialog';

// What a money decision restates before it happens: amount, member, where the money goes.

export const memberText = (m: Pick<MoneyMember, 'fullName' | 'userName'>) =>
  m.fullName ? `${m.fullName} (${m.userName})` : m.userName;

export const depositFacts = (d: AdminDeposit): ConfirmFact[] => [
  { label: 'Invoice', value: d.number },
  { label: 'Amount', value: formatUsd(d.amount) },
  { label: 'Member', value: memberText(d.member) },
  { label: 'Method', value: d.instructions.methodName },
];

export const withdrawalFacts = (w: AdminWithdrawal): ConfirmFact[] => [
  { label: 'Withdrawal', value: w.number },
  { label: 'Amount', value: `${formatUsd(w.amount)} (fee ${formatUsd(w.fee)})` },
  { label: 'Member', value: memberText(w.member) },
  { label: 'Destination', value: w.destination.label },
];

export const RECENT_CHANGE_WARNING =
  'Details changed in the last 24 h: the member changed these payout details shortly before asking. Check with the member before sending money.';
