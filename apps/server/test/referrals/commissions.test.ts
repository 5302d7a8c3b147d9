import type { ReferralMembersResponse, ReferralOverview } from '@member-area/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../src/modules/ledger/index.js';
import { payReferralCommissions } from '../../src/modules/referrals/index.js';
import { withTransaction } from '../../src/platform/db/transaction.js';
import { expectLedgerSound, signedInMember, startTestApp, type TestApp } from '../harness.js';

// The commission is tested directly inside a transaction on the real database, as the investment
// will call it; the members are registered through the HTTP routes with referral links.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());
afterEach(() => expectLedgerSound(app));

/** 5 %, 2 %, 1 % (percent × 10^4). */
const RATES = [50_000, 20_000, 10_000];

const pay = (investmentId: string, investorId: string, amount: bigint, ratesE4 = RATES) =>
  withTransaction(app.ctx, (trx, afterCommit) =>
    payReferralCommissions(trx, { investmentId, investorId, amount, ratesE4, afterCommit }),
  );

/** A chain registered through /register/<userName>: each member referred by the one before. */
async function chain(length: number) {
  const members: Awaited<ReturnType<typeof signedInMember>>[] = [];
  for (let i = 0; i < length; i++) {
    const referrer = members[i - 1]?.input.userName;
    members.push(await signedInMember(app, referrer ? { referrer } : {}));
  }
  return members;
}

const bonus = (uid: string) => balanceOf(app.ctx.db, uid, 'bonus');

describe('referral commissions', () => {
  it('pays three upline levels exact amounts (floored cents), nobody else', async () => {
    const [top, l2, l1, investor, below] = await chain(5);
    if (!top || !l2 || !l1 || !investor || !below) throw new Error('chain');
    // 1,234.57 USD: 5 % = 61.7285 → 61.72; 2 % = 24.6914 → 24.69; 1 % = 12.3457 → 12.34.
    const paid = await pay('inv-three-levels', investor.uid, 123_457n);
    expect(paid.map((p) => [p.level, p.beneficiaryId, p.amount])).toEqual([
      [1, l1.uid, 6_172n],
      [2, l2.uid, 2_469n],
      [3, top.uid, 1_234n],
    ]);
    expect(await bonus(l1.uid)).toBe(6_172n);
    expect(await bonus(l2.uid)).toBe(2_469n);
    expect(await bonus(top.uid)).toBe(1_234n);
    expect(await bonus(investor.uid)).toBe(0n);
    expect(await bonus(below.uid)).toBe(0n);

    // The top of the chain sees its network and what each level earned.
    const overview = await top.client.get<ReferralOverview>('/api/referrals');
    expect(overview.body.levels).toEqual([
      { level: 1, members: 1, activeInvestors: 0, bonus: '0.00' },
      { level: 2, members: 1, activeInvestors: 0, bonus: '0.00' },
      { level: 3, members: 1, activeInvestors: 0, bonus: '12.34' },
    ]);
    expect(overview.body.userName).toBe(top.input.userName);
    const list = await top.client.get<ReferralMembersResponse>('/api/referrals/members');
    expect(list.body.total).toBe(3);
    expect(list.body.rows.map((r) => [r.level, r.userName, r.bonus])).toEqual([
      [1, l2.input.userName, '0.00'],
      [2, l1.input.userName, '0.00'],
      [3, investor.input.userName, '12.34'],
    ]);
  });

  it('pays each (investment, level) once, however often it is called', async () => {
    const [referrer, investor] = await chain(2);
    if (!referrer || !investor) throw new Error('chain');
    await pay('inv-twice', investor.uid, 10_000n);
    const again = await pay('inv-twice', investor.uid, 10_000n);
    expect(again).toEqual([]);
    await Promise.all([pay('inv-twice', investor.uid, 10_000n), pay('inv-twice', investor.uid, 10_000n)]);
    expect(await bonus(referrer.uid)).toBe(500n);
    const rows = await app.ctx.db
      .selectFrom('referral_commission')
      .selectAll()
      .where('investment_id', '=', 'inv-twice')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.transfer_id).not.toBeNull();
  });

  it('a cycle A→B→C→A ends the walk and pays nobody twice', async () => {
    const [a, b, c] = await chain(3);
    if (!a || !b || !c) throw new Error('chain');
    // c was referred by b, b by a; now a "referred by" c, written by hand.
    await app.ctx.db.updateTable('user').set({ referrerId: c.uid }).where('id', '=', a.uid).execute();
    const paid = await pay('inv-cycle', c.uid, 100_000n, [50_000, 20_000, 10_000, 5_000, 5_000]);
    // c's upline: b (level 1), a (level 2), then c again: refused. Never c itself.
    expect(paid.map((p) => [p.level, p.beneficiaryId])).toEqual([
      [1, b.uid],
      [2, a.uid],
    ]);
    expect(await bonus(c.uid)).toBe(0n);
    // The network pages terminate too.
    const overview = await a.client.get<ReferralOverview>('/api/referrals');
    expect(overview.status).toBe(200);
    expect(overview.body.levels.map((l) => l.members)).toEqual([1, 1, 0]);
  });

  it('a self-referral pays nothing and is walked as no upline', async () => {
    const [self] = await chain(1);
    if (!self) throw new Error('chain');
    await app.ctx.db.updateTable('user').set({ referrerId: self.uid }).where('id', '=', self.uid).execute();
    expect(await pay('inv-self', self.uid, 100_000n)).toEqual([]);
    expect(await bonus(self.uid)).toBe(0n);
  });

  it('a banned or blocked upline earns nothing; the share is not passed up, higher levels keep theirs', async () => {
    const [top, banned, investor] = await chain(3);
    if (!top || !banned || !investor) throw new Error('chain');
    await app.ctx.db.updateTable('user').set({ banned: true }).where('id', '=', banned.uid).execute();
    const paid = await pay('inv-banned', investor.uid, 100_000n);
    expect(paid.map((p) => [p.level, p.beneficiaryId, p.amount])).toEqual([[2, top.uid, 2_000n]]);
    expect(await bonus(banned.uid)).toBe(0n);
    expect(await bonus(top.uid)).toBe(2_000n);

    const [r2, blocked] = await chain(2);
    if (!r2 || !blocked) throw new Error('chain');
    await app.ctx.db.updateTable('user').set({ userBlock: true }).where('id', '=', r2.uid).execute();
    expect(await pay('inv-blocked', blocked.uid, 100_000n)).toEqual([]);
  });

  it('no route sets a referrer: registration takes an existing member only, the profile ignores it', async () => {
    const [a] = await chain(1);
    if (!a) throw new Error('chain');
    // An unknown name registers without a referrer.
    const stranger = await signedInMember(app, { referrer: 'nobody_by_this_name' });
    const row = await app.ctx.db
      .selectFrom('user')
      .select('referrerId')
      .where('id', '=', stranger.uid)
      .executeTakeFirstOrThrow();
    expect(row.referrerId).toBeNull();
    // The profile's update has no referrer: a member cannot point theirs at anyone (a cycle, themself).
    const patch = await a.client.request('PATCH', '/api/profile', { referrerId: a.uid, referrer: a.input.userName });
    expect([200, 400]).toContain(patch.status);
    const after = await app.ctx.db
      .selectFrom('user')
      .select('referrerId')
      .where('id', '=', a.uid)
      .executeTakeFirstOrThrow();
    expect(after.referrerId).toBeNull();
  });
});
