import {
  type BankData,
  type BankDetails,
  CRYPTO_NETWORK_LABEL,
  CRYPTO_NETWORKS,
  type CryptoAddress,
  type CryptoNetwork,
  type PayoutDestination,
  type UpdateBankDataRequest,
  ZUpdateBankDataRequest,
} from '@member-area/shared';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { DB } from '../../platform/db/schema.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { enqueueMail } from '../../platform/mail/mailer.js';
import { recordAudit } from '../audit/index.js';
import { emailOf } from './money.repo.js';
import { normalizeBank } from './payment-methods.repo.js';
import { assertPayoutDetails } from './payout-checks.js';

// A member's payout destinations: one bank account and one address per crypto network, each
// with the time it last changed (a withdrawal within 24 hours of a change is flagged).

/** JSON with sorted keys: jsonb gives keys back in its own order, so compare this way. */
const canonical = (o: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : 1))));

const tail = (v: string, n = 4) => (v.length <= n ? v : `…${v.slice(-n)}`);

export function destinationOf(id: string, details: Record<string, unknown>, changedAt: Date): PayoutDestination {
  if (id === 'bank') {
    const bank = details as unknown as BankDetails;
    return {
      id,
      kind: 'bank',
      label: `Bank transfer · ${bank.bankName} ${tail(bank.iban || bank.accountNumber)}`,
      bank,
      crypto: null,
      changedAt: changedAt.toISOString(),
    };
  }
  const crypto = details as unknown as CryptoAddress;
  const a = crypto.address;
  return {
    id,
    kind: 'crypto',
    label: `${CRYPTO_NETWORK_LABEL[crypto.network]} · ${a.slice(0, 6)}${tail(a)}`,
    bank: null,
    crypto,
    changedAt: changedAt.toISOString(),
  };
}

export async function destinationsOf(db: Kysely<DB>, memberId: string): Promise<PayoutDestination[]> {
  const rows = await db
    .selectFrom('payout_destination')
    .select(['id', 'details', 'changed_at'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  return rows.map((r) => destinationOf(r.id, r.details, new Date(r.changed_at)));
}

export async function getBankData(ctx: Pick<AppContext, 'db'>, memberId: string): Promise<BankData> {
  const destinations = await destinationsOf(ctx.db, memberId);
  const bank = destinations.find((d) => d.kind === 'bank')?.bank;
  const crypto = (n: CryptoNetwork) => destinations.find((d) => d.crypto?.network === n)?.crypto?.address ?? '';
  const changes = destinations.map((d) => d.changedAt).sort();
  return {
    bankName: bank?.bankName ?? '',
    accountHolder: bank?.accountHolder ?? '',
    accountNumber: bank?.accountNumber ?? '',
    iban: bank?.iban ?? '',
    swift: bank?.swift ?? '',
    cryptoBTC: crypto('BTC'),
    cryptoETH: crypto('ETH'),
    cryptoTRC20: crypto('TRC20'),
    destinations,
    updatedAt: changes.at(-1) ?? null,
  };
}

export interface UpdateBankDataOptions {
  memberId: string;
  change: UpdateBankDataRequest;
}

/**
 * Saves the member's payout details. Only destinations whose details really changed get a
 * new change time; the change is audited and announced to the member by e-mail.
 */
export async function updateBankData(
  ctx: Pick<AppContext, 'db' | 'bus' | 'config'>,
  { memberId, change }: UpdateBankDataOptions,
): Promise<BankData> {
  const v = ZUpdateBankDataRequest.parse(change);
  assertPayoutDetails([
    { field: 'iban', iban: v.iban },
    { field: 'swift', bic: v.swift },
    ...CRYPTO_NETWORKS.map((network) => ({ field: `crypto${network}`, network, address: v[`crypto${network}`] })),
  ]);
  const wanted = new Map<string, Record<string, unknown>>();
  if (v.bankName !== '') {
    const { bankName, accountHolder, accountNumber, iban, swift } = v;
    wanted.set('bank', normalizeBank({ bankName, accountHolder, accountNumber, iban, swift }));
  }
  for (const network of CRYPTO_NETWORKS) {
    const address = v[`crypto${network}`];
    if (address !== '') wanted.set(`crypto:${network}`, { network, address });
  }

  return withTransaction(ctx, async (trx) => {
    const current = await trx
      .selectFrom('payout_destination')
      .select(['id', 'details'])
      .where('member_id', '=', memberId)
      .forUpdate()
      .execute();
    const before = new Map(current.map((r) => [r.id, canonical(r.details)]));
    const changed: string[] = [];
    for (const [id] of before) {
      if (!wanted.has(id)) {
        await trx.deleteFrom('payout_destination').where('member_id', '=', memberId).where('id', '=', id).execute();
        changed.push(id);
      }
    }
    for (const [id, details] of wanted) {
      const json = canonical(details);
      if (before.get(id) === json) continue;
      await trx
        .insertInto('payout_destination')
        .values({ member_id: memberId, id, details: json, changed_at: new Date() })
        .onConflict((oc) => oc.columns(['member_id', 'id']).doUpdateSet({ details: json, changed_at: new Date() }))
        .execute();
      changed.push(id);
    }
    if (changed.length > 0) {
      await recordAudit(trx, {
        actorId: memberId,
        action: 'member.bank-data.change',
        targetType: 'member',
        targetId: memberId,
        details: { changed },
      });
      await enqueueMail(trx, {
        to: await emailOf(trx, memberId),
        subject: `Your payout details were changed — ${ctx.config.BRAND_NAME}`,
        text: [
          'The payout details of your account were just changed:',
          ...changed.map((id) => `- ${id === 'bank' ? 'bank account' : `${id.slice(7)} address`}`),
          '',
          'For your safety, a withdrawal to a destination changed in the last 24 hours is checked by hand.',
          'If you did not make this change, contact support at once and change your password.',
        ].join('\n'),
        link: `${ctx.config.PUBLIC_URL}/data-bank`,
      });
    }
    return getBankData({ db: trx }, memberId);
  });
}
