import {
  amountOutsideRange,
  type CreateDepositRequest,
  centsToDecimalString,
  type DepositInvoice,
  decimalStringToCents,
  MAX_PENDING_DEPOSITS,
  type PaymentInstructions,
} from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { lockName, type Tx, withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/app-error.js';
import { enqueue } from '../../platform/jobs/job-queue.js';
import { announceMoney } from './announce.js';
import { depositExpiryQueue } from './expire-deposit.js';
import { memberCurrencyView } from './member-currency.js';
import { proofsOf, toDeposit } from './money.repo.js';
import { readMoneyRules } from './money-settings.repo.js';
import { findPaymentMethod } from './payment-methods.repo.js';
import { newSlug } from './slugs.js';

export interface CreateDepositOptions {
  memberId: string;
  request: CreateDepositRequest;
}

/**
 * A deposit invoice for an amount within the operator's minimum and maximum, paid by an
 * enabled payment method. Its instructions are copied from the method, and a job expires it
 * when it is still pending at its expiry time.
 */
export async function createDeposit(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  { memberId, request }: CreateDepositOptions,
): Promise<DepositInvoice> {
  const amount = decimalStringToCents(request.amount);
  return withTransaction(ctx, async (trx, afterCommit) => {
    const rules = await readMoneyRules(trx);
    if (amount < rules.depositMin || amount > rules.depositMax) {
      const [min, max] = [centsToDecimalString(rules.depositMin), centsToDecimalString(rules.depositMax)];
      const view = await memberCurrencyView(trx, memberId);
      throw AppError.field('amount', amountOutsideRange(min, max, view));
    }
    await assertRoomForInvoice(trx, memberId);
    const method = await findPaymentMethod(trx, request.methodId);
    if (!method?.enabled) throw AppError.field('methodId', 'Choose one of the payment methods shown');
    const instructions: PaymentInstructions = {
      methodId: method.id,
      methodKind: method.kind,
      methodName: method.name,
      text: method.instructions,
      bank: method.kind === 'bank_transfer' ? method.bank : null,
      addresses: method.kind === 'crypto' ? method.addresses : [],
    };
    const expiresAt = new Date(Date.now() + rules.invoiceExpiryHours * 3_600_000);
    const row = await trx
      .insertInto('deposit_invoice')
      .values({
        slug: newSlug(),
        member_id: memberId,
        amount,
        method_id: method.id,
        instructions: JSON.stringify(instructions),
        expires_at: expiresAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await enqueue(trx, depositExpiryQueue, { depositId: String(row.id) }, { runAt: expiresAt });
    announceMoney(afterCommit, memberId, false);
    return toDeposit(row, await proofsOf(trx, [row.id]), 'member');
  });
}

/**
 * At most MAX_PENDING_DEPOSITS invoices wait for payment per member (counted under a lock on the
 * member's name, so invoices asked for at once cannot all pass): a script opening invoices by the
 * thousand would bury the desk's queue of real payments.
 */
async function assertRoomForInvoice(trx: Tx, memberId: string): Promise<void> {
  await lockName(trx, `deposits:${memberId}`);
  const pending = await trx
    .selectFrom('deposit_invoice')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  if (Number(pending.n) >= MAX_PENDING_DEPOSITS) {
    throw new AppError(
      'CONFLICT',
      `You have ${MAX_PENDING_DEPOSITS} invoices waiting for payment: pay or cancel one of them first.`,
    );
  }
}
