import type { Settings } from '@member-area/shared';
import type { Kysely, Selectable } from 'kysely';
import type { DB, SettingsTable } from '../../platform/db/schema.js';

/** Realistic starting rates (units per 1 USD), replaced by the operator in the back office. */
export const DEFAULT_SETTINGS: Settings = {
  menuContact: true,
  rateMYR: 4.47,
  rateKRW: 1385.5,
  rateJPY: 151.2,
  rateEUR: 0.92,
  rateKWD: 0.307,
  kycRequiredForWithdrawals: false,
};

function toSettings(row: Selectable<SettingsTable>): Settings {
  return {
    menuContact: row.menu_contact,
    rateMYR: Number(row.rate_myr),
    rateKRW: Number(row.rate_krw),
    rateJPY: Number(row.rate_jpy),
    rateEUR: Number(row.rate_eur),
    rateKWD: Number(row.rate_kwd),
    kycRequiredForWithdrawals: row.kyc_required_for_withdrawals,
  };
}

/** The one settings row, as a query another statement embeds. */
export const settingsRowQuery = (db: Kysely<DB>) => db.selectFrom('settings').where('id', '=', 1);

export async function readSettings(db: Kysely<DB>): Promise<Settings> {
  const row = await settingsRowQuery(db).selectAll().executeTakeFirstOrThrow();
  return toSettings(row);
}

export async function writeSettings(db: Kysely<DB>, patch: Partial<Settings>): Promise<Settings> {
  const row = await db
    .updateTable('settings')
    .set({
      ...(patch.menuContact !== undefined && { menu_contact: patch.menuContact }),
      ...(patch.rateMYR !== undefined && { rate_myr: patch.rateMYR }),
      ...(patch.rateKRW !== undefined && { rate_krw: patch.rateKRW }),
      ...(patch.rateJPY !== undefined && { rate_jpy: patch.rateJPY }),
      ...(patch.rateEUR !== undefined && { rate_eur: patch.rateEUR }),
      ...(patch.rateKWD !== undefined && { rate_kwd: patch.rateKWD }),
      ...(patch.kycRequiredForWithdrawals !== undefined && {
        kyc_required_for_withdrawals: patch.kycRequiredForWithdrawals,
      }),
      updated_at: new Date(),
    })
    .where('id', '=', 1)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSettings(row);
}

/** Creates the settings record on first start; a restart keeps what operators set. */
export async function seedSettings(db: Kysely<DB>, supportUserId: string): Promise<void> {
  const s = DEFAULT_SETTINGS;
  await db
    .insertInto('settings')
    .values({
      id: 1,
      menu_contact: s.menuContact,
      rate_myr: s.rateMYR,
      rate_krw: s.rateKRW,
      rate_jpy: s.rateJPY,
      rate_eur: s.rateEUR,
      rate_kwd: s.rateKWD,
      support_user_id: supportUserId,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** The fixed support contact (spec section 9): the user seeded at first start as every member's chat partner. */
export async function readSupportUserId(db: Kysely<DB>): Promise<string> {
  const row = await settingsRowQuery(db).select('support_user_id').executeTakeFirst();
  if (!row?.support_user_id) throw new Error('the support contact was not seeded');
  return row.support_user_id;
}
