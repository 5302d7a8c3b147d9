import type { Kysely, Transaction } from 'kysely';

/** Postgres asks for a retry with these: serialization failure and deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);

/** Runs `work` in a transaction, retrying it (up to 3 times) when Postgres asks for a retry. */
export async function withTransaction<DB, T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (attempt >= 3 || !code || !RETRYABLE.has(code)) throw err;
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 20));
    }
  }
}
