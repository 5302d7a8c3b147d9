import type {
  AdminDepositList,
  AdminDepositQuery,
  AdminWithdrawalList,
  AdminWithdrawalQuery,
  DepositInvoice,
  DepositListResponse,
  DepositStatus,
  Withdrawal,
  WithdrawalDestination,
  WithdrawalListResponse,
  WithdrawalSource,
  WithdrawalStatus,
} from '@member-area/shared';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { keyedPage, type PageAsked, sliced } from '../../platform/db/counted-page.js';
import { inDays } from '../../platform/db/day-range.js';
import type { DB } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/app-error.js';
import { recordAudit } from '../audit/index.js';
import {
  adminDeposits,
  adminWithdrawals,
  findDeposit,
  findWithdrawal,
  proofsOf,
  resolveMember,
  toDeposit,
  toWithdrawal,
} from './money.repo.js';

// The lists and single reads of invoices and withdrawals, for their member and for operators.

interface Filter extends PageAsked {
  memberId?: string | undefined;
  status?: string | undefined;
  /** Withdrawals only: the fund they are paid from. */
  source?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  order?: 'newest' | 'oldest' | undefined;
}

/** The filters both tables share (member_id, status, created_at), as one condition. */
const filtered = (f: Filter) =>
  sql<boolean>`${sql.join(
    [
      sql`true`,
      ...(f.memberId !== undefined ? [sql`member_id = ${f.memberId}`] : []),
      ...(f.status ? [sql`status = ${f.status}`] : []),
      ...(f.source ? [sql`source = ${f.source}`] : []),
      inDays('created_at', f),
    ],
    sql` and `,
  )}`;

/** One page by key, newest first (or oldest first when asked), and the count (keyedPage), of invoices or withdrawals. */
function pageOf<TB extends 'deposit_invoice' | 'withdrawal'>(db: Kysely<DB>, table: TB, f: Filter) {
  const q = (db.selectFrom(table) as SelectQueryBuilder<DB, TB, object>).where(filtered(f));
  const key = { columns: ['id'], direction: f.order === 'oldest' ? 'asc' : 'desc' } as const;
  return keyedPage(
    db,
    key,
    f,
    (slice) => sliced(q.selectAll(), slice),
    (where) => q.where(where),
  );
}

export async function listMyDeposits(
  ctx: Pick<AppContext, 'db'>,
  memberId: string,
  query: { status?: DepositStatus | undefined } & PageAsked,
): Promise<DepositListResponse> {
  const result = await pageOf(ctx.db, 'deposit_invoice', { ...query, memberId });
  const proofs = await proofsOf(
    ctx.db,
    result.rows.map((r) => r.id),
  );
  return { ...result, rows: result.rows.map((r) => toDeposit(r, proofs, 'member')) };
}

export async function getMyDeposit(
  ctx: Pick<AppContext, 'db'>,
  memberId: string,
  slug: string,
): Promise<DepositInvoice> {
  const row = await findDeposit(ctx.db, slug, memberId);
  if (!row) throw new AppError('NOT_FOUND', 'No such invoice.');
  return toDeposit(row, await proofsOf(ctx.db, [row.id]), 'member');
}

export async function listMyWithdrawals(
  ctx: Pick<AppContext, 'db'>,
  memberId: string,
  query: {
    status?: WithdrawalStatus | undefined;
    source?: WithdrawalSource | undefined;
  } & PageAsked,
): Promise<WithdrawalListResponse> {
  const result = await pageOf(ctx.db, 'withdrawal', { ...query, memberId });
  return { ...result, rows: result.rows.map(toWithdrawal) };
}

export async function getMyWithdrawal(
  ctx: Pick<AppContext, 'db'>,
  memberId: string,
  slug: string,
): Promise<Withdrawal> {
  const row = await findWithdrawal(ctx.db, slug, memberId);
  if (!row) throw new AppError('NOT_FOUND', 'No such withdrawal.');
  return toWithdrawal(row);
}

/** The member filter: a uid, user name or e-mail; one that matches nobody gives an empty page. */
async function memberFilter(ctx: Pick<AppContext, 'db'>, member: string | undefined) {
  if (!member) return undefined;
  return (await resolveMember(ctx.db, member)) ?? '';
}

export async function listDepositQueue(
  ctx: Pick<AppContext, 'db'>,
  query: AdminDepositQuery & PageAsked,
): Promise<AdminDepositList> {
  const result = await pageOf(ctx.db, 'deposit_invoice', {
    ...query,
    memberId: await memberFilter(ctx, query.member),
  });
  return { ...result, rows: await adminDeposits(ctx.db, result.rows) };
}

export async function listWithdrawalQueue(
  ctx: Pick<AppContext, 'db'>,
  query: AdminWithdrawalQuery & PageAsked,
): Promise<AdminWithdrawalList> {
  const result = await pageOf(ctx.db, 'withdrawal', {
    ...query,
    memberId: await memberFilter(ctx, query.member),
  });
  return { ...result, rows: await adminWithdrawals(ctx.db, result.rows) };
}

export async function getQueuedDeposit(ctx: Pick<AppContext, 'db'>, slug: string) {
  const row = await findDeposit(ctx.db, slug);
  if (!row) throw new AppError('NOT_FOUND', 'No such invoice.');
  const [shown] = await adminDeposits(ctx.db, [row]);
  return shown as NonNullable<typeof shown>;
}

export async function getQueuedWithdrawal(ctx: Pick<AppContext, 'db'>, slug: string) {
  const row = await findWithdrawal(ctx.db, slug);
  if (!row) throw new AppError('NOT_FOUND', 'No such withdrawal.');
  const [shown] = await adminWithdrawals(ctx.db, [row]);
  return shown as NonNullable<typeof shown>;
}

/**
 * Where an operator sends a withdrawal's money: the destination snapshotted at request time, in
 * full. Each read is written to the audit log as a read of the member's sensitive data.
 */
export async function readWithdrawalDestination(
  ctx: Pick<AppContext, 'db'>,
  { operatorId, slug }: { operatorId: string; slug: string },
): Promise<WithdrawalDestination> {
  const row = await findWithdrawal(ctx.db, slug);
  if (!row) throw new AppError('NOT_FOUND', 'No such withdrawal.');
  const shown = toWithdrawal(row);
  await recordAudit(ctx.db, {
    actorId: operatorId,
    action: 'withdrawal.destination.read',
    targetType: 'member',
    targetId: row.member_id,
    details: { withdrawal: shown.number, destination: shown.destination.id },
  });
  return { number: shown.number, destination: shown.destination };
}
