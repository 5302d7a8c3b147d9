import { type Currency, type CurrencyView, currencyViewOf, ratesFromSettings } from '@member-area/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { findProfileRow } from '../profile/index.js';
import { readSettings } from '../settings/index.js';

/**
 * The member's currency at the operator's rate, so a refusal tells limits and balances as the
 * form does ("13,855.00 KRW (10.00 USD)"); read only when refusing, never on the way to success.
 */
export async function memberCurrencyView(db: Kysely<DB>, memberId: string): Promise<CurrencyView | null> {
  const [profile, settings] = await Promise.all([findProfileRow(db, memberId), readSettings(db)]);
  return currencyViewOf(profile?.currency as Currency | undefined, ratesFromSettings(settings));
}
