// `npm run ledger:check`: checks the ledger of any database (DATABASE_URL, else the embedded
// one in DATA_DIR) and exits non-zero when something is out of place. Reads only.
import { join } from 'node:path';
import { checkInvariants, isSound } from '../apps/server/src/modules/ledger/index.js';
import { openDatabase } from '../apps/server/src/platform/db/database.js';

const url = process.env.DATABASE_URL || undefined;
const database = await openDatabase(url ? { url } : { dataDir: join(process.env.DATA_DIR ?? './data', 'pglite') });
try {
  const inv = await checkInvariants(database.db);
  const json = JSON.stringify(inv, (_, v) => (typeof v === 'bigint' ? String(v) : v), 2);
  console.log(`ledger of ${url ? 'DATABASE_URL' : 'the embedded database'}:`);
  console.log(`  sum of all balances (must be 0): ${inv.total}`);
  console.log(`  accounts whose balance differs from their transfers: ${inv.drifted.length}`);
  console.log(`  member accounts below zero: ${inv.negativeMemberAccounts.length}`);
  console.log(`  members whose held money differs from their pending holds: ${inv.heldMismatch.length}`);
  console.log(`  pending holds no open withdrawal or position claims: ${inv.orphanHolds.length}`);
  console.log(`  stored balances-after or history places that differ from the transfers: ${inv.historyDrift.length}`);
  console.log(`  members whose invested money differs from their active investments: ${inv.investedMismatch.length}`);
  console.log(
    `  members whose pending figures differ from their pending deposits and withdrawals: ${inv.pendingMismatch.length}`,
  );
  if (!isSound(inv)) {
    console.error(`LEDGER BROKEN:\n${json}`);
    process.exitCode = 1;
  } else {
    console.log('  sound');
  }
} catch (err) {
  if ((err as { code?: string }).code !== '42P01') throw err;
  console.error('No ledger in this database yet: start the app once (npm start) so it is migrated.');
  process.exitCode = 2;
} finally {
  await database.close();
}
