import {
  centsToDecimalString,
  FUND_CSV_COLUMNS,
  type Fund,
  type FundHistoryResponse,
  type FundHistoryRow,
  type MoneySubject,
  movementLabel,
  TRANSFER_KIND_LABEL,
  WALLET_CSV_COLUMNS,
  type WalletHistoryResponse,
} from '@member-area/shared';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { DB } from '../../platform/db/schema.js';
import { sendCsvStream } from '../../platform/http/csv-stream.js';
import {
  type AccountMovement,
  accountHistoryBatches,
  accountHistoryPage,
  type HistoryFilter,
  type TransferKind,
} from '../ledger/index.js';
import { commissionSources } from '../referrals/index.js';
import { depositNumber, withdrawalNumber } from './money.repo.js';

export interface WalletHistoryFilter {
  kind?: TransferKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * What the ledger is asked for. The wallet itself never pays a withdrawal out: a paid one is the
 * reserve that set its money aside (now posted), read as "paid" and "fee" lines.
 */
function ledgerFilter(q: WalletHistoryFilter): HistoryFilter {
  const paidLine = q.kind === 'withdrawal.payout' || q.kind === 'withdrawal.fee';
  return { from: q.from, to: q.to, ...(paidLine ? { kind: 'hold.reserve', holdStatus: 'posted' } : { kind: q.kind }) };
}

/** The filter asks for one kind of line: a paid withdrawal's other line is left out. */
const wanted = (q: WalletHistoryFilter) => (line: FundHistoryRow) =>
  q.kind !== 'withdrawal.payout' && q.kind !== 'withdrawal.fee' ? true : line.kind === q.kind;

/** The member accounts with a history page: the wallet and the two funds. */
export type HistoryAccount = 'wallet' | Fund;

/**
 * Every movement of one of the member's accounts (the wallet, the profit or the bonus fund),
 * newest first, each with the account's balance after it and in words with its state now. A page
 * is an index range of the account's history (its cost does not grow with the history); `total`
 * counts movements, and a paid withdrawal shows as two lines (the payout and its fee). A referral
 * bonus names the member it came from and the level.
 */
export async function accountHistory(
  ctx: Pick<AppContext, 'db'>,
  memberId: string,
  account: HistoryAccount,
  query: WalletHistoryFilter & { page: number; pageSize: number },
): Promise<FundHistoryResponse> {
  const { rows, total, totalExact } = await accountHistoryPage(ctx.db, memberId, account, {
    ...ledgerFilter(query),
    page: query.page,
    pageSize: query.pageSize,
  });
  return {
    rows: (await inWords(ctx.db, rows)).filter(wanted(query)),
    total,
    totalExact,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The wallet's history (/wallet): the account history without the referral column. */
export async function walletHistory(
  ctx: Pick<AppContext, 'db'>,
  memberId: string,
  query: WalletHistoryFilter & { page: number; pageSize: number },
): Promise<WalletHistoryResponse> {
  const page = await accountHistory(ctx, memberId, 'wallet', query);
  return { ...page, rows: page.rows.map(({ referral: _, ...row }) => row) };
}

/** The same history as a CSV download (all matching lines), streamed batch by batch. */
export function sendAccountHistoryCsv(
  ctx: Pick<AppContext, 'db'>,
  reply: FastifyReply,
  memberId: string,
  account: HistoryAccount,
  query: WalletHistoryFilter,
): FastifyReply {
  async function* lines() {
    for await (const batch of accountHistoryBatches(ctx.db, memberId, account, ledgerFilter(query))) {
      yield (await inWords(ctx.db, batch))
        .filter(wanted(query))
        .map((r) =>
          account === 'wallet'
            ? [r.at, r.label, r.reference, r.amount, r.balance]
            : [
                r.at,
                r.label,
                r.reference,
                r.referral?.userName ?? '',
                r.referral ? String(r.referral.level) : '',
                r.amount,
                r.balance,
              ],
        );
    }
  }
  return account === 'wallet'
    ? sendCsvStream(reply, 'wallet-history.csv', WALLET_CSV_COLUMNS, lines())
    : sendCsvStream(reply, `${account}-history.csv`, FUND_CSV_COLUMNS, lines());
}

export const sendWalletHistoryCsv = (
  ctx: Pick<AppContext, 'db'>,
  reply: FastifyReply,
  memberId: string,
  query: WalletHistoryFilter,
) => sendAccountHistoryCsv(ctx, reply, memberId, 'wallet', query);

interface WithdrawalState {
  subject: MoneySubject;
  status: 'pending' | 'approved' | 'paid' | 'rejected' | 'cancelled';
  fee: bigint;
}

/**
 * Names each movement after the invoice or withdrawal it belongs to (references are
 * `deposit:<slug>`, `withdrawal:<slug>`) and says it in words with that withdrawal's state now.
 */
async function inWords(db: Kysely<DB>, rows: AccountMovement[]): Promise<FundHistoryRow[]> {
  const slugs = (prefix: string) => [
    ...new Set(rows.flatMap((r) => (r.reference?.startsWith(prefix) ? [r.reference.slice(prefix.length)] : []))),
  ];
  const [deposits, withdrawals, referrals] = await Promise.all([
    slugs('deposit:').length
      ? db.selectFrom('deposit_invoice').select(['id', 'slug']).where('slug', 'in', slugs('deposit:')).execute()
      : [],
    slugs('withdrawal:').length
      ? db
          .selectFrom('withdrawal')
          .select(['id', 'slug', 'status', 'fee'])
          .where('slug', 'in', slugs('withdrawal:'))
          .execute()
      : [],
    commissionSources(
      db,
      rows.filter((r) => r.kind === 'referral.commission').map((r) => r.id),
    ),
  ]);
  const depositOf = new Map(
    deposits.map((d): [string, MoneySubject] => [
      `deposit:${d.slug}`,
      { type: 'deposit', slug: d.slug, number: depositNumber(d.id) },
    ]),
  );
  const withdrawalOf = new Map(
    withdrawals.map((w): [string, WithdrawalState] => [
      `withdrawal:${w.slug}`,
      {
        subject: { type: 'withdrawal', slug: w.slug, number: withdrawalNumber(w.id) },
        status: w.status,
        fee: BigInt(w.fee),
      },
    ]),
  );
  return rows.flatMap((r) => {
    const withdrawal = (r.reference && withdrawalOf.get(r.reference)) || null;
    const subject = withdrawal?.subject ?? (r.reference ? depositOf.get(r.reference) : undefined) ?? null;
    const line = (kind: TransferKind, label: string, amount: bigint, balance: bigint, id = String(r.id)) => ({
      id,
      at: r.at.toISOString(),
      kind,
      label,
      reference: subject?.number ?? r.reference ?? '',
      amount: centsToDecimalString(amount),
      balance: centsToDecimalString(balance),
      subject,
      referral: referrals.get(String(r.id)) ?? null,
    });
    if (!withdrawal) {
      const from = referrals.get(String(r.id));
      const label =
        r.kind === 'deposit.paid' && subject
          ? `Deposit ${subject.number}`
          : from
            ? `Referral bonus from ${from.userName} (level ${from.level})`
            : movementLabel(r.kind, r.reference);
      return [line(r.kind, label, r.amount, r.balance)];
    }
    const n = withdrawal.subject.number;
    const { status, fee } = withdrawal;
    if (r.kind === 'hold.void') return [line(r.kind, `Withdrawal ${n} ${status}: returned`, r.amount, r.balance)];
    if (r.kind !== 'hold.reserve') return [line(r.kind, TRANSFER_KIND_LABEL[r.kind], r.amount, r.balance)];
    switch (status) {
      case 'pending':
        return [line(r.kind, `Withdrawal ${n} requested (on hold)`, r.amount, r.balance)];
      case 'approved':
        return [line(r.kind, `Withdrawal ${n} approved (on hold)`, r.amount, r.balance)];
      case 'rejected':
      case 'cancelled':
        return [line(r.kind, `Withdrawal ${n} requested (${status})`, r.amount, r.balance)];
    }
    // Paid. Newest first: the fee line carries the balance the movement left, the payout the one before the fee.
    const paid = line('withdrawal.payout', `Withdrawal ${n} paid`, r.amount + fee, r.balance + fee);
    if (fee === 0n) return [paid];
    return [line('withdrawal.fee', 'Withdrawal fee', -fee, r.balance, `${r.id}-fee`), paid];
  });
}
