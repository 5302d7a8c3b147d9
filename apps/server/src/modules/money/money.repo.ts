import type {
  AdminDeposit,
  AdminWithdrawal,
  DepositInvoice,
  DepositProof,
  PaymentInstructions,
  PayoutDestination,
  Withdrawal,
} from '@member-area/shared';
import { centsToDecimalString, whoName } from '@member-area/shared';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, DepositInvoiceTable, WithdrawalTable } from '../../platform/db/schema.js';

// Reading and mapping invoices and withdrawals. Every read by a member is scoped to them:
// another member's slug is simply not found.

export type DepositRow = Selectable<DepositInvoiceTable>;
export type WithdrawalRow = Selectable<WithdrawalTable>;

export const depositNumber = (id: bigint) => `D-${String(id).padStart(6, '0')}`;
export const withdrawalNumber = (id: bigint) => `W-${String(id).padStart(6, '0')}`;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Where proof files are read: the member's own route, or the operators'. */
export type Audience = 'member' | 'operator';
const proofUrl = (audience: Audience, slug: string, proofId: string) =>
  `${audience === 'operator' ? '/api/admin' : '/api'}/deposits/${encodeURIComponent(slug)}/proofs/${proofId}`;

export async function proofsOf(db: Kysely<DB>, depositIds: bigint[]) {
  if (depositIds.length === 0) return [];
  return db
    .selectFrom('deposit_proof')
    .select(['id', 'deposit_id', 'kind', 'file_id', 'mime', 'tx_hash', 'created_at'])
    .where('deposit_id', 'in', depositIds)
    .orderBy('created_at')
    .execute();
}

export function toDeposit(
  row: DepositRow,
  proofs: Awaited<ReturnType<typeof proofsOf>>,
  audience: Audience,
): DepositInvoice {
  return {
    slug: row.slug,
    number: depositNumber(row.id),
    status: row.status,
    amount: centsToDecimalString(row.amount),
    currency: 'USD',
    instructions: row.instructions as unknown as PaymentInstructions,
    reason: row.reason,
    proofs: proofs
      .filter((p) => p.deposit_id === row.id)
      .map(
        (p): DepositProof => ({
          id: p.id,
          kind: p.kind,
          mime: p.mime,
          txHash: p.tx_hash,
          uploadedAt: new Date(p.created_at).toISOString(),
          url: p.kind === 'file' ? proofUrl(audience, row.slug, p.id) : null,
        }),
      ),
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    decidedAt: iso(row.decided_at),
  };
}

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    slug: row.slug,
    number: withdrawalNumber(row.id),
    status: row.status,
    source: row.source,
    amount: centsToDecimalString(row.amount),
    fee: centsToDecimalString(row.fee),
    total: centsToDecimalString(BigInt(row.amount) + BigInt(row.fee)),
    currency: 'USD',
    destination: row.destination as unknown as PayoutDestination,
    flaggedRecentDestinationChange: row.flagged_recent_change,
    reason: row.reason,
    payoutReference: row.payout_reference,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: iso(row.decided_at),
    paidAt: iso(row.paid_at),
  };
}

/** A member's deposit by slug, or undefined (also when it is another member's). */
export async function findDeposit(db: Kysely<DB>, slug: string, memberId?: string, lock = false) {
  let q = db.selectFrom('deposit_invoice').selectAll().where('slug', '=', slug);
  if (memberId !== undefined) q = q.where('member_id', '=', memberId);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function findWithdrawal(db: Kysely<DB>, slug: string, memberId?: string, lock = false) {
  let q = db.selectFrom('withdrawal').selectAll().where('slug', '=', slug);
  if (memberId !== undefined) q = q.where('member_id', '=', memberId);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** A member as the money desk shows them, and an operator as a decider. */
export async function peopleByIds(db: Kysely<DB>, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0)
    return new Map<string, { uid: string; userName: string; fullName: string; email: string; who: string }>();
  const rows = await db
    .selectFrom('user')
    .select(['id', 'username', 'firstName', 'lastName', 'email', 'name', 'role'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        uid: r.id,
        userName: r.username ?? '',
        fullName: `${r.firstName} ${r.lastName}`.trim(),
        email: r.email,
        who: whoName(r),
      },
    ]),
  );
}

export async function adminDeposits(db: Kysely<DB>, rows: DepositRow[]): Promise<AdminDeposit[]> {
  const [proofs, people] = await Promise.all([
    proofsOf(
      db,
      rows.map((r) => r.id),
    ),
    peopleByIds(db, [...rows.map((r) => r.member_id), ...rows.map((r) => r.decided_by)]),
  ]);
  return rows.map((r) => ({
    ...toDeposit(r, proofs, 'operator'),
    member: memberOfRow(people, r.member_id),
    decidedBy: decider(people, r.decided_by),
  }));
}

export async function adminWithdrawals(db: Kysely<DB>, rows: WithdrawalRow[]): Promise<AdminWithdrawal[]> {
  const people = await peopleByIds(db, [
    ...rows.map((r) => r.member_id),
    ...rows.map((r) => r.decided_by),
    ...rows.map((r) => r.paid_by),
  ]);
  return rows.map((r) => ({
    ...masked(toWithdrawal(r)),
    member: memberOfRow(people, r.member_id),
    decidedBy: decider(people, r.paid_by ?? r.decided_by),
  }));
}

/** A queue shows where money goes by its label; the details are an audited read of their own. */
const masked = (w: Withdrawal): Withdrawal => ({ ...w, destination: { ...w.destination, bank: null, crypto: null } });

/** A money row's member as ZMoneyMember (without the display name the map also holds). */
function memberOfRow(people: Awaited<ReturnType<typeof peopleByIds>>, id: string) {
  const p = people.get(id);
  return p
    ? { uid: p.uid, userName: p.userName, fullName: p.fullName, email: p.email }
    : { uid: id, userName: '', fullName: '', email: '' };
}

function decider(people: Awaited<ReturnType<typeof peopleByIds>>, id: string | null) {
  const p = id ? people.get(id) : undefined;
  return p ? { uid: p.uid, userName: p.userName, name: p.who } : null;
}

/** A member by uid, user name or e-mail (exact), for the queues' member filter; null when none. */
export async function resolveMember(db: Kysely<DB>, text: string): Promise<string | null> {
  const row = await db
    .selectFrom('user')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('id', '=', text),
        eb(sql`lower(username)`, '=', text.toLowerCase()),
        eb('email', '=', text.toLowerCase()),
      ]),
    )
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function emailOf(db: Kysely<DB>, memberId: string): Promise<string> {
  const row = await db.selectFrom('user').select('email').where('id', '=', memberId).executeTakeFirstOrThrow();
  return row.email;
}
