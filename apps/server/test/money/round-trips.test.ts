import { randomUUID } from 'node:crypto';
import type { Withdrawal } from '@member-area/shared';
import { describe, expect, it } from 'vitest';
import { onPostgres } from '../harness.js';
import { countRoundTrips, warmPool } from '../round-trips.js';
import { credit, payoutReadyMember, useMoneyApp, withdraw } from './money-helpers.js';

const t = useMoneyApp();

describe.runIf(onPostgres)('round trips of the money requests (PostgreSQL)', () => {
  it('a withdrawal request and an operator adjustment', async () => {
    const { client, uid } = await payoutReadyMember(t.app, t.operator, '100.00');
    await withdraw(client, '20.00'); // warm: accounts opened, ids cached
    await warmPool(t.app.ctx.db, 4);
    const w = await countRoundTrips(() => withdraw(client, '20.00'));
    expect(w.value.status).toBe(201);
    expect((w.value.body as Withdrawal).status).toBe('pending');
    const a = await countRoundTrips(() =>
      t.operator.request(
        'POST',
        `/api/admin/members/${uid}/adjustments`,
        { direction: 'credit', amount: '1.00', reason: 'count' },
        { 'idempotency-key': randomUUID() },
      ),
    );
    expect(a.value.status).toBe(200);
    process.stdout.write(
      `withdrawal request: ${w.roundTrips} round trips (${w.statements} statements); adjustment: ${a.roundTrips} (${a.statements})\n`,
    );
    // 19 before issue 18.2 (the checks one after another, the hold, its row and the live state each
    // a round trip of their own); 11 after it; 6 now: the precheck's reads reach the handler instead
    // of being read again inside the transaction, and they, the answered-retry check and step-up's
    // proof are read at once; 5 since the transaction trusts the answered-retry check it made a
    // moment before (a duplicate answering in between makes its insert conflict and roll back);
    // 4 since the precheck's reads (a member read) and step-up's proof come back with the session,
    // in its statement. One of the 4 is the held account's id, read once and then cached.
    expect(w.roundTrips).toBeLessThanOrEqual(4);
    expect(w.statements).toBeLessThanOrEqual(7);
    // The adjustment: the session with its member (the precheck's member read of the route's uid),
    // the BEGIN with the key's lock and the movement, and the audit row and the answer with the
    // COMMIT. (4 while the member was a statement of its own.)
    expect(a.roundTrips).toBeLessThanOrEqual(3);
    expect(a.statements).toBeLessThanOrEqual(5);
    await credit(t.operator, uid, '1.00');
  });
});
