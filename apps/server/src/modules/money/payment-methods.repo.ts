import {
  type BankDetails,
  type CryptoAddress,
  normalizeIban,
  normalizeSwift,
  type PaymentMethod,
  type PaymentMethodInput,
  ZPaymentMethodInput,
} from '@member-area/shared';
import type { Kysely, Selectable } from 'kysely';
import { isUuid } from '../../platform/db/is-uuid.js';
import type { DB, PaymentMethodTable } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/app-error.js';
import { assertPayoutDetails } from './payout-checks.js';

/** Bank details as stored and shown: IBAN and SWIFT without spaces, in capitals. */
export const normalizeBank = (b: BankDetails): BankDetails => ({
  bankName: b.bankName,
  accountHolder: b.accountHolder,
  accountNumber: b.accountNumber,
  iban: normalizeIban(b.iban),
  swift: normalizeSwift(b.swift),
});

function toMethod(row: Selectable<PaymentMethodTable>): PaymentMethod {
  const common = { id: row.id, name: row.name, instructions: row.instructions, enabled: row.enabled };
  if (row.kind === 'bank_transfer') return { ...common, kind: 'bank_transfer', bank: row.details as BankDetails };
  return { ...common, kind: 'crypto', addresses: (row.details as { addresses: CryptoAddress[] }).addresses };
}

export async function listPaymentMethods(db: Kysely<DB>, options: { enabledOnly: boolean }): Promise<PaymentMethod[]> {
  let q = db.selectFrom('payment_method').selectAll().orderBy('created_at').orderBy('id');
  if (options.enabledOnly) q = q.where('enabled', '=', true);
  return (await q.execute()).map(toMethod);
}

/** A payment method by id, or null (also for an id that is not a uuid). */
export async function findPaymentMethod(db: Kysely<DB>, id: string): Promise<PaymentMethod | null> {
  if (!isUuid(id)) return null;
  const row = await db.selectFrom('payment_method').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toMethod(row) : null;
}

function columnsOf(input: PaymentMethodInput) {
  const parsed = ZPaymentMethodInput.parse(input);
  assertPayoutDetails(
    parsed.kind === 'bank_transfer'
      ? [
          { field: 'bank.iban', iban: parsed.bank.iban },
          { field: 'bank.swift', bic: parsed.bank.swift },
        ]
      : parsed.addresses.map((a, i) => ({ field: `addresses.${i}.address`, network: a.network, address: a.address })),
  );
  return {
    kind: parsed.kind,
    name: parsed.name,
    instructions: parsed.instructions,
    enabled: parsed.enabled,
    details: JSON.stringify(
      parsed.kind === 'bank_transfer'
        ? normalizeBank(parsed.bank)
        : { addresses: parsed.addresses.map((a) => ({ network: a.network, address: a.address.trim() })) },
    ),
  };
}

export async function insertPaymentMethod(db: Kysely<DB>, input: PaymentMethodInput): Promise<PaymentMethod> {
  const row = await db.insertInto('payment_method').values(columnsOf(input)).returningAll().executeTakeFirstOrThrow();
  return toMethod(row);
}

export async function updatePaymentMethod(
  db: Kysely<DB>,
  id: string,
  input: PaymentMethodInput,
): Promise<PaymentMethod> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'No such payment method.');
  const row = await db
    .updateTable('payment_method')
    .set({ ...columnsOf(input), updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'No such payment method.');
  return toMethod(row);
}
