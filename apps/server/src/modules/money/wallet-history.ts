import {
  centsToDecimalString,
  type MoneySubject,
  TRANSFER_KIND_LABEL,
  WALLET_CSV_COLUMNS,
  type WalletHistoryResponse,
  type WalletHistoryRow,
} from '@member-area/shared';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { DB } from '../../platform/db/schema.js';
import { type AccountMovement, accountMovements, type TransferKind } from '../ledger/index.js';
import { depositNumber, withdrawalNumber } from './money.repo.js';

export interface HistoryFilter {
  kind?: TransferKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Every movement of the member's wallet, newest first, each with the wallet's balance after it. */
export async function walletHistory(
  ctx: Pick<AppContext, 'db'>,
  memberId: string,
  query: HistoryFilter & { page: number; pageSize: number },
): Promise<WalletHistoryResponse> {
  const { rows, total } = await accountMovements(ctx.db, memberId, 'wallet', {
    ...query,
    page: { page: query.page, pageSize: query.pageSize },
  });
  return { rows: await named(ctx.db, rows), total, page: query.page, pageSize: query.pageSize };
}

/** The same history as CSV (all matching rows): date, kind, reference, amount, balance. */
export async function walletHistoryCsv(
  ctx: Pick<AppContext, 'db'>,
  memberId: string,
  query: HistoryFilter,
): Promise<string> {
  const { rows } = await accountMovements(ctx.db, memberId, 'wallet', query);
  const lines = (await named(ctx.db, rows)).map((r) =>
    [r.at, TRANSFER_KIND_LABEL[r.kind], r.reference, r.amount, r.balance].map(csvCell).join(','),
  );
  return `${[WALLET_CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}

/** A cell quoted when needed, and never read as a formula by a spreadsheet. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Gives each movement the invoice or withdrawal it belongs to (references are `deposit:<slug>`, `withdrawal:<slug>`). */
async function named(db: Kysely<DB>, rows: AccountMovement[]): Promise<WalletHistoryRow[]> {
  const slugs = (prefix: string) =>
    rows.flatMap((r) => (r.reference?.startsWith(prefix) ? [r.reference.slice(prefix.length)] : []));
  const [deposits, withdrawals] = await Promise.all([
    slugs('deposit:').length
      ? db.selectFrom('deposit_invoice').select(['id', 'slug']).where('slug', 'in', slugs('deposit:')).execute()
      : [],
    slugs('withdrawal:').length
      ? db.selectFrom('withdrawal').select(['id', 'slug']).where('slug', 'in', slugs('withdrawal:')).execute()
      : [],
  ]);
  const subjects = new Map<string, MoneySubject>([
    ...deposits.map((d): [string, MoneySubject] => [
      `deposit:${d.slug}`,
      { type: 'deposit', slug: d.slug, number: depositNumber(d.id) },
    ]),
    ...withdrawals.map((w): [string, MoneySubject] => [
      `withdrawal:${w.slug}`,
      { type: 'withdrawal', slug: w.slug, number: withdrawalNumber(w.id) },
    ]),
  ]);
  return rows.map((r) => {
    const subject = (r.reference && subjects.get(r.reference)) || null;
    return {
      id: String(r.id),
      at: r.at.toISOString(),
      kind: r.kind,
      reference: subject?.number ?? r.reference ?? '',
      amount: centsToDecimalString(r.amount),
      balance: centsToDecimalString(r.balance),
      subject,
    };
  });
}
