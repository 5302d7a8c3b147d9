// Every audited action, read as a sentence with names: the audit log, its CSV and the member's
// trail all say it from this one table. `AuditAction` is the type the server's `recordAudit`
// takes, so an action without a sentence does not compile (audit-sentences.test.ts checks the
// server's calls too).

/** What a sentence is built from: names already resolved by the server. */
export interface AuditFacts {
  actor: string;
  /** The member (or operator) the action was about, by name; null when none. */
  target: string | null;
  targetId: string | null;
  details: Readonly<Record<string, unknown>>;
}

const text = (v: unknown): string =>
  v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v);
const whose = (f: AuditFacts) => (f.target ? `${f.target}’s` : 'a member’s');
const whom = (f: AuditFacts) => f.target ?? 'a member';
const money = (v: unknown) => (v === undefined ? '' : ` of ${text(v)} USD`);
const reason = (f: AuditFacts) => (f.details.reason ? `: reason ${text(f.details.reason)}` : '');
const about = (f: AuditFacts, what: string) => `${f.actor} ${what}`;

export const AUDIT_SENTENCES = {
  'member.trading.enable': (f: AuditFacts) => about(f, `switched ${whose(f)} account to Real`),
  'member.trading.disable': (f: AuditFacts) => about(f, `switched ${whose(f)} account to Free`),
  'member.block': (f: AuditFacts) => about(f, `blocked ${whom(f)}${reason(f)}`),
  'member.unblock': (f: AuditFacts) => about(f, `unblocked ${whom(f)}`),
  'member.ban': (f: AuditFacts) => about(f, `banned ${whom(f)}${reason(f)}`),
  'member.unban': (f: AuditFacts) => about(f, `lifted the ban on ${whom(f)}`),
  'member.balance.credit': (f: AuditFacts) =>
    about(f, `credited ${whose(f)} wallet with ${text(f.details.amount)} USD${reason(f)}`),
  'member.balance.debit': (f: AuditFacts) =>
    about(f, `debited ${whose(f)} wallet by ${text(f.details.amount)} USD${reason(f)}`),
  'member.impersonation.link': (f: AuditFacts) => about(f, `made a link to sign in as ${whom(f)}`),
  'member.impersonation.start': (f: AuditFacts) => about(f, `signed in as ${whom(f)}`),
  'member.impersonation.stop': (f: AuditFacts) => about(f, `stopped signing in as ${whom(f)}`),
  'impersonation.read': (f: AuditFacts) =>
    about(f, `read ${text(f.details.route)} while signed in as ${whom(f)} (answered ${text(f.details.status)})`),
  'impersonation.write': (f: AuditFacts) =>
    about(
      f,
      `tried ${text(f.details.method)} ${text(f.details.route)} while signed in as ${whom(f)} (answered ${text(f.details.status)})`,
    ),
  'member.bank-data.change': (f: AuditFacts) =>
    about(f, `changed their payout details (${[f.details.changed].flat().map(text).join(', ')})`),
  'deposit.approve': (f: AuditFacts) =>
    about(f, `approved ${whose(f)} deposit ${text(f.details.invoice)}${money(f.details.amount)}`),
  'deposit.reject': (f: AuditFacts) =>
    about(f, `rejected ${whose(f)} deposit ${text(f.details.invoice)}${money(f.details.amount)}${reason(f)}`),
  'withdrawal.approve': (f: AuditFacts) =>
    about(f, `approved ${whose(f)} withdrawal ${text(f.details.withdrawal)}${money(f.details.amount)}`),
  'withdrawal.reject': (f: AuditFacts) =>
    about(f, `rejected ${whose(f)} withdrawal ${text(f.details.withdrawal)}${money(f.details.amount)}${reason(f)}`),
  'withdrawal.mark-paid': (f: AuditFacts) =>
    about(
      f,
      `marked ${whose(f)} withdrawal ${text(f.details.withdrawal)}${money(f.details.amount)} paid (reference ${text(f.details.payoutReference)})`,
    ),
  'withdrawal.destination.read': (f: AuditFacts) =>
    about(f, `read where ${whose(f)} withdrawal ${text(f.details.withdrawal)} is to be paid`),
  'deposit.proof.read': (f: AuditFacts) =>
    about(f, `opened a proof of payment of ${whose(f)} deposit ${text(f.details.deposit)}`),
  'export.download': (f: AuditFacts) => about(f, `downloaded the ${text(f.details.dataset)} export`),
  'kyc.approve': (f: AuditFacts) => about(f, `approved ${whose(f)} KYC`),
  'kyc.reject': (f: AuditFacts) => about(f, `rejected ${whose(f)} KYC${reason(f)}`),
  'kyc.request_resubmission': (f: AuditFacts) =>
    about(
      f,
      `asked ${whom(f)} to send their KYC documents again${f.details.documents ? ` (${[f.details.documents].flat().map(text).join(', ')})` : ''}${reason(f)}`,
    ),
  'support.reply': (f: AuditFacts) => about(f, `answered ${whom(f)} in the support chat`),
  'position.close': (f: AuditFacts) => about(f, `closed ${whose(f)} position ${text(f.details.position)}${reason(f)}`),
  'trading.symbol.update': (f: AuditFacts) => about(f, `changed the trading symbol ${text(f.targetId)}`),
  'settings.update': (f: AuditFacts) => about(f, 'changed the settings'),
  'settings.money.update': (f: AuditFacts) => about(f, 'changed the money settings'),
  'settings.payment-method.create': (f: AuditFacts) => about(f, `added the payment method ${text(f.details.name)}`),
  'settings.payment-method.update': (f: AuditFacts) => about(f, `changed the payment method ${text(f.details.name)}`),
  'investment_package.create': (f: AuditFacts) => about(f, `created the investment package ${text(f.details.slug)}`),
  'investment_package.update': (f: AuditFacts) => about(f, `changed the investment package ${text(f.details.slug)}`),
  'investment_package.deactivate': (f: AuditFacts) =>
    about(f, `deactivated the investment package #${text(f.targetId)}`),
  'investment_package.order': (f: AuditFacts) => about(f, 'reordered the investment packages'),
  'profit.run': (f: AuditFacts) =>
    about(f, `paid the daily profit for ${text(f.targetId)} (${text(f.details.paid)} investments)`),
  'operator.name.change': (f: AuditFacts) => about(f, 'changed their operator name'),
  'operator.invite': (f: AuditFacts) =>
    about(f, `invited ${whom(f)} (${text(f.details.email)}) as ${text(f.details.role)}`),
  'operator.role.change': (f: AuditFacts) => about(f, `changed ${whose(f)} operator role`),
  'operator.remove': (f: AuditFacts) => about(f, `removed ${whom(f)} from the operators`),
} as const satisfies Record<string, (f: AuditFacts) => string>;

export type AuditAction = keyof typeof AUDIT_SENTENCES;
export const AUDIT_ACTIONS = Object.keys(AUDIT_SENTENCES) as AuditAction[];

export const isAuditAction = (action: string): action is AuditAction => Object.hasOwn(AUDIT_SENTENCES, action);

/** Each action as the Action filter and column name it: a few words, not the id. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'member.trading.enable': 'Account switched to Real',
  'member.trading.disable': 'Account switched to Free',
  'member.block': 'Member blocked',
  'member.unblock': 'Member unblocked',
  'member.ban': 'Member banned',
  'member.unban': 'Ban lifted',
  'member.balance.credit': 'Wallet credited',
  'member.balance.debit': 'Wallet debited',
  'member.impersonation.link': 'Sign-in-as link made',
  'member.impersonation.start': 'Sign-in-as started',
  'member.impersonation.stop': 'Sign-in-as ended',
  'impersonation.read': 'Private details read as a member',
  'impersonation.write': 'Change tried as a member',
  'member.bank-data.change': 'Payout details changed',
  'deposit.approve': 'Deposit approved',
  'deposit.reject': 'Deposit rejected',
  'withdrawal.approve': 'Withdrawal approved',
  'withdrawal.reject': 'Withdrawal rejected',
  'withdrawal.mark-paid': 'Withdrawal marked paid',
  'withdrawal.destination.read': 'Withdrawal destination read',
  'deposit.proof.read': 'Proof of payment opened',
  'export.download': 'Export downloaded',
  'kyc.approve': 'KYC approved',
  'kyc.reject': 'KYC rejected',
  'kyc.request_resubmission': 'KYC resubmission asked',
  'support.reply': 'Support chat answered',
  'position.close': 'Position closed',
  'trading.symbol.update': 'Trading symbol changed',
  'settings.update': 'Settings changed',
  'settings.money.update': 'Money settings changed',
  'settings.payment-method.create': 'Payment method added',
  'settings.payment-method.update': 'Payment method changed',
  'investment_package.create': 'Investment package created',
  'investment_package.update': 'Investment package changed',
  'investment_package.deactivate': 'Investment package deactivated',
  'investment_package.order': 'Investment packages reordered',
  'profit.run': 'Daily profit paid',
  'operator.name.change': 'Operator name changed',
  'operator.invite': 'Operator invited',
  'operator.role.change': 'Operator role changed',
  'operator.remove': 'Operator removed',
};

/** The action's label; an action unknown to this build (an older row) shows its id. */
export const auditActionLabel = (action: string): string =>
  isAuditAction(action) ? AUDIT_ACTION_LABELS[action] : action;

/** The line as read; an action unknown to this build (an older row) still reads, plainly. */
export function auditSentence(action: string, facts: AuditFacts): string {
  return isAuditAction(action) ? AUDIT_SENTENCES[action](facts) : `${facts.actor} did ${action}`;
}

export interface AuditChange {
  field: string;
  from: string;
  to: string;
}

const isChange = (v: unknown): v is { from: unknown; to: unknown } =>
  typeof v === 'object' && v !== null && 'from' in v && 'to' in v;

/**
 * Each change an entry records, as before → after: a whole-entry `{ from, to }` (a switch, a
 * name, a role) or one per field (`{ field: { from, to } }`, the settings editor).
 */
export function auditChanges(details: Readonly<Record<string, unknown>>): AuditChange[] {
  if (isChange(details as Record<string, unknown>)) {
    const field = details.flag ?? details.field ?? 'value';
    return [{ field: text(field), from: text(details.from), to: text(details.to) }];
  }
  return Object.entries(details)
    .filter((entry): entry is [string, { from: unknown; to: unknown }] => isChange(entry[1]))
    .map(([field, c]) => ({ field, from: text(c.from), to: text(c.to) }));
}
