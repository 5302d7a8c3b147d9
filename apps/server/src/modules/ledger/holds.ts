import { type Kysely, type RawBuilder, sql } from 'kysely';
import { prepared } from '../../platform/db/prepared.js';
import type { DB } from '../../platform/db/schema.js';
import { assertTransaction, sendAtCommit, type Tx } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/app-error.js';
import type { PlatformAccountKind, TransferKind } from './kinds.js';
import { type PostRow, postTransferCall, toPostResult } from './ledger.repo.js';
import { explainRefusal, markSidesMovingAtCommit, prepareTransfer, type TransferInput, transfer } from './transfer.js';

// Two-phase money-out: reserve sets the amount aside on the member's `held` account (the
// member still sees it, as "on hold"); post sends it on to a platform account; void gives it
// back to the account it came from (the wallet, or the profit or bonus fund). A hold is decided
// once: the status change is conditional.

/** The member accounts a hold may be reserved from. */
export type HoldSource = 'wallet' | 'profit' | 'bonus';

export interface Hold {
  id: bigint;
  ownerId: string;
  amount: bigint;
  purpose: 'withdrawal' | 'position';
  reference: string;
  status: 'pending' | 'posted' | 'voided';
}

export interface ReserveInput {
  ownerId: string;
  amount: bigint;
  purpose: Hold['purpose'];
  /** What the hold is for (a withdrawal's id): one hold per purpose and reference. */
  reference: string;
  /** Where the money is set aside from; the wallet when absent. */
  from?: HoldSource;
  createdBy?: string;
}

const reserveTransfer = (input: ReserveInput): TransferInput => ({
  from: { owner: input.ownerId, kind: input.from ?? 'wallet' },
  to: { owner: input.ownerId, kind: 'held' },
  amount: input.amount,
  kind: 'hold.reserve',
  reference: `${input.purpose}:${input.reference}`,
  idempotencyKey: `hold:${input.purpose}:${input.reference}:reserve`,
  ...(input.createdBy && { createdBy: input.createdBy }),
});

/**
 * reserveHold() and the row the hold is for (a withdrawal, a position) in one statement, one round
 * trip: ledger_post(), the hold's row and `claim`, an `insert … select …, hold.id from hold
 * returning …` reading the new hold's id from the CTE named `hold`. When nothing moved (not enough
 * money) no hold and no row are written, and the refusal is thrown as transfer() throws it.
 *
 * `alongside` is one more movement made in the same statement, after the hold and only if the
 * hold moved (a position's fee: wallet → fees): a statement of its own cost the app and PostgreSQL
 * a call each. It is refused, and everything rolled back, as transfer() refuses.
 */
export async function reserveHoldFor<R extends object>(
  trx: Tx,
  input: ReserveInput,
  claim: RawBuilder<R>,
  alongside?: TransferInput,
): Promise<{ hold: Hold; row: R }> {
  assertTransaction(trx, 'reserveHoldFor()');
  const statement = await reserveStatement(trx, input, claim, alongside, 'ledger_post');
  const { rows } = await statement.query.execute(trx);
  const result = rows[0];
  statement.settle(result);
  if (!result?.ledger_hold_id) throw new Error(`hold ${input.purpose}:${input.reference}: no row written`);
  const {
    transfer_id,
    outcome,
    debit_balance,
    credit_balance,
    debit_version,
    credit_version,
    ledger_hold_id,
    also_post,
    ...row
  } = result;
  const hold: Hold = { ...holdOf(input), id: BigInt(ledger_hold_id) };
  return { hold, row: row as unknown as R };
}

/**
 * reserveHoldFor()'s statement sent with the transaction's COMMIT (sendAtCommit), for a use case
 * whose answer is made of what it decided before (an order's number and time, drawn with the
 * member's reads), so nothing waits for this statement's. The transaction then leaves whole,
 * BEGIN to COMMIT, in one round trip, and the source's row is locked only while PostgreSQL runs
 * that batch. A refusal (not enough money) fails the COMMIT, everything rolls back, and
 * withTransaction throws it as transfer() says it.
 */
export async function reserveHoldAtCommit<R extends object>(
  trx: Tx,
  input: ReserveInput,
  claim: RawBuilder<R>,
  {
    alongside,
    refused,
  }: {
    alongside?: TransferInput | undefined;
    /** The use case's words for a refusal, read after the rollback with `db` (the balance left, say). */
    refused?: (refusal: AppError, db: Kysely<DB>) => Promise<Error>;
  } = {},
): Promise<void> {
  assertTransaction(trx, 'reserveHoldAtCommit()');
  const statement = await reserveStatement(trx, input, claim, alongside, 'ledger_post_or_raise');
  for (const movement of [reserveTransfer(input), ...(alongside ? [alongside] : [])]) {
    markSidesMovingAtCommit(trx, movement);
  }
  sendAtCommit(trx, {
    query: prepared(statement.query.compile(trx)),
    answered: (rows) => statement.settle(rows[0] as ReserveRow<R> | undefined),
    explain: (err, db) => {
      const refusal = explainRefusal(err);
      return refusal && refused ? refused(refusal, db) : refusal;
    },
  });
}

type ReserveRow<R> = PostRow & { ledger_hold_id: bigint | null; also_post: AlsoRow } & Partial<R>;

/** reserveHoldFor()'s statement, calling `post` (ledger_post() or its raising form), and the reading of its answer. */
async function reserveStatement<R extends object>(
  trx: Tx,
  input: ReserveInput,
  claim: RawBuilder<R>,
  alongside: TransferInput | undefined,
  post: 'ledger_post' | 'ledger_post_or_raise',
) {
  const { movement, settle } = await prepareTransfer(trx, reserveTransfer(input));
  const also = alongside && (await prepareTransfer(trx, alongside));
  // In the select list, behind a CASE: evaluated once the hold's row is out, so the movements keep
  // their order (the hold, then this one) and this one is not made when the hold was refused. Its
  // answer comes back as one array of texts (bigints stay exact).
  const alsoColumn = also
    ? sql`case when post.transfer_id is not null then (
        select array[transfer_id::text, outcome, debit_balance::text, credit_balance::text,
          debit_version::text, credit_version::text]
        from (${postTransferCall(also.movement, post)}) a
      ) end`
    : sql`null::text[]`;
  const query = sql<ReserveRow<R>>`
    with post as (${postTransferCall(movement, post)}),
    hold as (
      insert into ledger_hold (owner_id, amount, purpose, reference, reserve_transfer_id)
      select ${input.ownerId}, ${input.amount}::bigint, ${input.purpose}, ${input.reference}, transfer_id
      from post where transfer_id is not null
      returning id
    ),
    claim as (${claim})
    select post.*, (select id from hold) as ledger_hold_id, ${alsoColumn} as also_post, claim.*
    from post left join claim on true
  `;
  return {
    query,
    /** The movements' results remembered (the balances they left), or their refusal thrown. */
    settle(result: ReserveRow<R> | undefined) {
      settle(toPostResult(result));
      if (also) also.settle(toPostResult(alsoRow(result?.also_post ?? null)));
    },
  };
}

/** ledger_post()'s answer as the array of texts reserveHoldFor's statement packs it in. */
type AlsoRow = (string | null)[] | null;

function alsoRow(packed: AlsoRow): PostRow | undefined {
  if (!packed) return undefined;
  const big = (v: string | null | undefined) => (v === null || v === undefined ? null : BigInt(v));
  return {
    transfer_id: big(packed[0]),
    outcome: packed[1] as PostRow['outcome'],
    debit_balance: big(packed[2]),
    credit_balance: big(packed[3]),
    debit_version: big(packed[4]),
    credit_version: big(packed[5]),
  };
}

const holdOf = (input: ReserveInput): Omit<Hold, 'id'> => ({
  ownerId: input.ownerId,
  amount: input.amount,
  purpose: input.purpose,
  reference: input.reference,
  status: 'pending',
});

export async function reserveHold(trx: Tx, input: ReserveInput): Promise<Hold> {
  assertTransaction(trx, 'reserveHold()');
  const { transferId } = await transfer(trx, reserveTransfer(input));
  const row = await trx
    .insertInto('ledger_hold')
    .values({
      owner_id: input.ownerId,
      amount: input.amount,
      purpose: input.purpose,
      reference: input.reference,
      reserve_transfer_id: transferId,
    })
    .returning(['id', 'owner_id', 'amount', 'purpose', 'reference', 'status'])
    .executeTakeFirstOrThrow();
  return toHold(row);
}

export interface PostInput {
  holdId: bigint;
  /** Where the held money goes, split by kind (a payout and its fee), summing to the hold. */
  legs: readonly { to: PlatformAccountKind; amount: bigint; kind: TransferKind }[];
  createdBy?: string;
}

/** Completes a hold: the held money leaves to platform accounts. */
export async function postHold(trx: Tx, input: PostInput): Promise<Hold> {
  const hold = await decide(trx, input.holdId, 'posted');
  const total = input.legs.reduce((sum, leg) => sum + leg.amount, 0n);
  if (total !== hold.amount) throw new Error(`hold ${hold.id}: legs sum to ${total}, hold is ${hold.amount}`);
  let last: bigint | undefined;
  for (const [i, leg] of input.legs.entries()) {
    if (leg.amount === 0n) continue;
    const result = await transfer(trx, {
      from: { owner: hold.ownerId, kind: 'held' },
      to: { platform: leg.to },
      amount: leg.amount,
      kind: leg.kind,
      reference: `${hold.purpose}:${hold.reference}`,
      idempotencyKey: `hold:${hold.purpose}:${hold.reference}:post:${i}`,
      ...(input.createdBy && { createdBy: input.createdBy }),
    });
    last = result.transferId;
  }
  if (last !== undefined) await linkDecision(trx, hold.id, last);
  return hold;
}

/** Releases a hold back to where it was reserved from (rejected, cancelled or expired). */
export async function voidHold(trx: Tx, input: { holdId: bigint; createdBy?: string }): Promise<Hold> {
  const hold = await decide(trx, input.holdId, 'voided');
  const { transferId } = await transfer(trx, {
    from: { owner: hold.ownerId, kind: 'held' },
    to: { owner: hold.ownerId, kind: await reservedFrom(trx, hold.id) },
    amount: hold.amount,
    kind: 'hold.void',
    reference: `${hold.purpose}:${hold.reference}`,
    idempotencyKey: `hold:${hold.purpose}:${hold.reference}:void`,
    ...(input.createdBy && { createdBy: input.createdBy }),
  });
  await linkDecision(trx, hold.id, transferId);
  return hold;
}

/** Moves a pending hold to its final status, or says it was already decided. */
async function decide(trx: Tx, holdId: bigint, status: 'posted' | 'voided'): Promise<Hold> {
  assertTransaction(trx, 'deciding a hold');
  const row = await trx
    .updateTable('ledger_hold')
    .set({ status, decided_at: new Date() })
    .where('id', '=', holdId)
    .where('status', '=', 'pending')
    .returning(['id', 'owner_id', 'amount', 'purpose', 'reference', 'status'])
    .executeTakeFirst();
  if (row) return toHold(row);
  const exists = await trx.selectFrom('ledger_hold').select('status').where('id', '=', holdId).executeTakeFirst();
  if (!exists) throw new AppError('NOT_FOUND', 'No such hold.');
  throw new AppError('CONFLICT', `This was already decided (${exists.status}).`);
}

/** The account a hold's reserve debited: the hold goes back there. */
async function reservedFrom(trx: Tx, holdId: bigint): Promise<HoldSource> {
  const row = await trx
    .selectFrom('ledger_hold as h')
    .innerJoin('ledger_transfer as t', 't.id', 'h.reserve_transfer_id')
    .innerJoin('ledger_account as a', 'a.id', 't.debit_account_id')
    .select('a.kind')
    .where('h.id', '=', holdId)
    .executeTakeFirstOrThrow();
  if (row.kind !== 'wallet' && row.kind !== 'profit' && row.kind !== 'bonus') {
    throw new Error(`hold ${holdId} was reserved from ${row.kind}`);
  }
  return row.kind;
}

async function linkDecision(trx: Tx, holdId: bigint, transferId: bigint): Promise<void> {
  await trx.updateTable('ledger_hold').set({ decide_transfer_id: transferId }).where('id', '=', holdId).execute();
}

function toHold(row: {
  id: bigint;
  owner_id: string;
  amount: bigint;
  purpose: Hold['purpose'];
  reference: string;
  status: Hold['status'];
}): Hold {
  return {
    id: row.id,
    ownerId: row.owner_id,
    amount: row.amount,
    purpose: row.purpose,
    reference: row.reference,
    status: row.status,
  };
}
