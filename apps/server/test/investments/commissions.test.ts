import { describe, expect, it } from 'vitest';
import { signedInMember } from '../harness.js';
import { credit } from '../money/money-helpers.js';
import { investIn, key, newPackage, useInvestApp } from './investment-helpers.js';

const t = useInvestApp();

async function bonusOf(uid: string): Promise<bigint> {
  const row = await t.app.ctx.db
    .selectFrom('ledger_account')
    .select('balance')
    .where('owner_id', '=', uid)
    .where('kind', '=', 'bonus')
    .executeTakeFirst();
  return BigInt(row?.balance ?? 0n);
}

describe('referral commission on an investment', () => {
  it('pays three upline levels their exact share, in the investment’s transaction, once per key', async () => {
    // A ← B ← C ← D: each registered through the previous one's /register/<userName> link.
    const a = await signedInMember(t.app);
    const b = await signedInMember(t.app, { referrer: a.input.userName });
    const c = await signedInMember(t.app, { referrer: b.input.userName });
    const d = await signedInMember(t.app, { referrer: c.input.userName });
    await credit(t.operator, d.uid, '2000');
    const pkg = await newPackage(t.operator, { referralRates: ['5', '2', '1.25'] });

    const k = key();
    expect((await investIn(d.client, pkg.slug, '1000.00', k)).status).toBe(201);
    // A retry of the same request pays nobody twice.
    expect((await investIn(d.client, pkg.slug, '1000.00', k)).status).toBe(201);

    expect(await bonusOf(c.uid)).toBe(5_000n); // level 1: 5 % of 1,000.00
    expect(await bonusOf(b.uid)).toBe(2_000n); // level 2: 2 %
    expect(await bonusOf(a.uid)).toBe(1_250n); // level 3: 1.25 %
    expect(await bonusOf(d.uid)).toBe(0n); // never the investor

    // /refferals counts D as an active investor of C's first level and of A's third.
    const overview = await c.client.get<{ levels: { level: number; members: number; activeInvestors: number }[] }>(
      '/api/referrals',
    );
    expect(overview.body.levels[0]).toMatchObject({ level: 1, members: 1, activeInvestors: 1 });
    const network = await a.client.get<{ rows: { userName: string; level: number; activeInvestment: boolean }[] }>(
      '/api/referrals/members?page=1&pageSize=10',
    );
    expect(network.body.rows.map((r) => [r.userName, r.level, r.activeInvestment])).toEqual([
      [b.input.userName, 1, false],
      [c.input.userName, 2, false],
      [d.input.userName, 3, true],
    ]);
  });

  it('pays no one above the levels the package names, and nothing without an upline', async () => {
    const a = await signedInMember(t.app);
    const b = await signedInMember(t.app, { referrer: a.input.userName });
    await credit(t.operator, b.uid, '500');
    const pkg = await newPackage(t.operator, { referralRates: ['3'] });
    expect((await investIn(b.client, pkg.slug, '100.00')).status).toBe(201);
    expect(await bonusOf(a.uid)).toBe(300n);

    const alone = await signedInMember(t.app);
    await credit(t.operator, alone.uid, '500');
    expect((await investIn(alone.client, pkg.slug, '100.00')).status).toBe(201);
    expect(await bonusOf(alone.uid)).toBe(0n);
  });
});
