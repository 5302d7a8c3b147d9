import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { LiveMessage } from '@member-area/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants, isSound, transfer } from '../../src/modules/ledger/index.js';
import { liveSnapshot } from '../../src/modules/live/live-snapshot.js';
import { balanceTopic } from '../../src/modules/money/balance.live.js';
import { settingsTopic } from '../../src/modules/settings/settings.live.js';
import { type Tx, withTransaction, writeBeforeCommit } from '../../src/platform/db/transaction.js';
import type { LiveEvent } from '../../src/platform/live/live-bus.js';
import { signedInMember, startTestApp, type TestApp } from '../harness.js';

// Live messages leave only after the transaction that made the change has committed.
let app: TestApp;
const events: LiveEvent[] = [];
beforeAll(async () => {
  app = await startTestApp();
  app.ctx.bus.subscribe((e) => events.push(e));
});
afterAll(() => app.stop());

/** In-process delivery runs on the next turn of the event loop (the publisher answers first). */
const delivered = () => new Promise((resolve) => setImmediate(resolve));
const messagesFor = (channel: string) =>
  events.flatMap((e) => ('message' in e && e.channel === channel ? [e.message] : []));

describe('after-commit publishing', () => {
  it('publishes nothing for a transaction that rolled back', async () => {
    const { uid } = await signedInMember(app);
    await expect(
      withTransaction(app.ctx, async (_trx, afterCommit) => {
        afterCommit.changed(balanceTopic, uid);
        afterCommit.signal(`user:${uid}`, { topic: 'control', v: 1, data: { action: 'signout', reason: 'x' } });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await new Promise((r) => setTimeout(r, 50));
    expect(messagesFor(`user:${uid}`)).toEqual([]);
    // ...nor bumped a version: the bump rolled back with the rest.
    const versions = await app.ctx.db
      .selectFrom('live_version')
      .selectAll()
      .where('channel', '=', `user:${uid}`)
      .execute();
    expect(versions).toEqual([]);
  });

  it('publishes once the change is visible to everyone else, never before', async () => {
    const { uid } = await signedInMember(app);
    let visibleWhenPublished: boolean | undefined;
    const unsubscribe = app.ctx.bus.subscribe((e) => {
      if (e.channel !== `user:${uid}`) return;
      // Read through the root handle (another connection on PostgreSQL): is the commit done?
      void sql<{ n: number }>`select count(*)::int as n from audit_log where target_id = ${uid}`
        .execute(app.ctx.db)
        .then((r) => {
          visibleWhenPublished = r.rows[0]?.n === 1;
        });
    });
    await withTransaction(app.ctx, async (trx, afterCommit) => {
      afterCommit.changed(balanceTopic, uid);
      await trx
        .insertInto('audit_log')
        .values({ actor_id: uid, action: 'test', target_type: 'member', target_id: uid, details: '{}' })
        .execute();
      await new Promise((r) => setTimeout(r, 100)); // a slow use case: still nothing may leave
      expect(messagesFor(`user:${uid}`)).toEqual([]);
    });
    await expect.poll(() => visibleWhenPublished, { timeout: 10_000 }).toBe(true);
    unsubscribe();
  });

  it('publishes once for a transaction retried after a serialization failure', async () => {
    const { uid } = await signedInMember(app);
    let attempts = 0;
    await withTransaction(app.ctx, async (_trx, afterCommit) => {
      attempts++;
      afterCommit.changed(balanceTopic, uid);
      if (attempts === 1) throw Object.assign(new Error('could not serialize access'), { code: '40001' });
    });
    expect(attempts).toBe(2);
    await delivered();
    expect(messagesFor(`user:${uid}`)).toHaveLength(1);
  });

  it('versions each topic: every change takes the next version, and a snapshot carries the current one', async () => {
    const { uid } = await signedInMember(app);
    await withTransaction(app.ctx, async (_trx, afterCommit) => afterCommit.changed(settingsTopic));
    await withTransaction(app.ctx, async (_trx, afterCommit) => afterCommit.changed(settingsTopic));
    await delivered();
    const [first, second] = (messagesFor('everyone') as LiveMessage[]).slice(-2);
    expect(first?.topic).toBe('settings');
    expect(second?.v).toBe((first?.v ?? 0) + 1);
    // A snapshot read after them carries the version of the last one.
    const snapshot = await liveSnapshot(app.ctx, uid);
    expect(snapshot.find((m) => m.topic === 'settings')?.v).toBe(second?.v);
  });

  it('versions the balance by its wallet row: each movement is the next version, an announcement without one repeats the current', async () => {
    const { uid } = await signedInMember(app);
    const credit = (cents: bigint) =>
      withTransaction(app.ctx, async (trx, afterCommit) => {
        await transfer(trx, {
          from: { platform: 'adjustments' },
          to: { owner: uid, kind: 'wallet' },
          amount: cents,
          kind: 'adjustment.credit',
          idempotencyKey: randomUUID(),
        });
        afterCommit.changed(balanceTopic, uid);
      });
    await credit(100n);
    await credit(250n);
    await withTransaction(app.ctx, async (_trx, afterCommit) => afterCommit.changed(balanceTopic, uid));
    await delivered();
    const balances = (messagesFor(`user:${uid}`) as LiveMessage[]).filter((m) => m.topic === 'balance');
    expect(balances.map((m) => [m.v, m.data])).toEqual([
      [1, { balance: '1.00' }],
      [2, { balance: '3.50' }],
      [2, { balance: '3.50' }], // nothing moved: the same state under the same version
    ]);
    const snapshot = await liveSnapshot(app.ctx, uid);
    expect(snapshot.find((m) => m.topic === 'balance')).toEqual({ topic: 'balance', v: 2, data: { balance: '3.50' } });
    // No live_version row is taken for it: the wallet row is the version.
    const rows = await app.ctx.db.selectFrom('live_version').selectAll().where('channel', '=', `user:${uid}`).execute();
    expect(rows).toEqual([]);
    expect(await checkInvariants(app.ctx.db)).toSatisfy(isSound);
  });
});

describe('writes deferred to the last statement', () => {
  const auditRows = (uid: string) =>
    app.ctx.db.selectFrom('audit_log').select('action').where('target_id', '=', uid).execute();
  const audit = (trx: Tx, uid: string, action: string) =>
    writeBeforeCommit(
      trx,
      trx
        .insertInto('audit_log')
        .values({ actor_id: uid, action, target_type: 'member', target_id: uid, details: '{}' }),
    );

  it('commits them with the transaction, with or without a live change in the same statement', async () => {
    const { uid } = await signedInMember(app);
    await withTransaction(app.ctx, async (trx) => {
      await audit(trx, uid, 'first');
      await audit(trx, uid, 'second');
      // Not written yet: they go with the transaction's last statement.
      expect(await trx.selectFrom('audit_log').select('id').where('target_id', '=', uid).execute()).toEqual([]);
    });
    await withTransaction(app.ctx, async (trx, afterCommit) => {
      await audit(trx, uid, 'third');
      afterCommit.changed(balanceTopic, uid);
    });
    expect((await auditRows(uid)).map((r) => r.action).sort()).toEqual(['first', 'second', 'third']);
  });

  it('fails the commit when one of them fails: nothing of the transaction stays, nothing is published', async () => {
    const { uid } = await signedInMember(app);
    const sameKey = (trx: Tx) =>
      trx.insertInto('live_version').values({ channel: `test:${uid}`, topic: 'balance', version: 1 });
    const before = events.length;
    await expect(
      withTransaction(app.ctx, async (trx, afterCommit) => {
        await trx
          .insertInto('audit_log')
          .values({ actor_id: uid, action: 'written at once', target_type: 'member', target_id: uid, details: '{}' })
          .execute();
        await audit(trx, uid, 'deferred');
        // Two inserts of one key in the last statement: it fails as it goes out with the COMMIT.
        await writeBeforeCommit(trx, sameKey(trx));
        await writeBeforeCommit(trx, sameKey(trx));
        afterCommit.changed(balanceTopic, uid);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await delivered();
    expect(events.length).toBe(before);
    expect(await auditRows(uid)).toEqual([]);
    // Every connection of the pool still works afterwards.
    for (let i = 0; i < 12; i++) await withTransaction(app.ctx, async (trx) => audit(trx, uid, `after ${i}`));
    expect(await auditRows(uid)).toHaveLength(12);
  });

  it('rolls them back with the transaction, and runs them at once outside one', async () => {
    const { uid } = await signedInMember(app);
    await expect(
      withTransaction(app.ctx, async (trx) => {
        await audit(trx, uid, 'rolled back');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await auditRows(uid)).toEqual([]);
    await writeBeforeCommit(
      app.ctx.db,
      app.ctx.db
        .insertInto('audit_log')
        .values({ actor_id: uid, action: 'now', target_type: 'member', target_id: uid, details: '{}' }),
    );
    expect(await auditRows(uid)).toEqual([{ action: 'now' }]);
  });
});

// Each probe runs biome once: slow on a busy machine, hence the long timeout.
describe('the lint rules that keep these mechanisms', { timeout: 120_000 }, () => {
  const root = resolve(import.meta.dirname, '../../../..');
  const probeDir = join(root, 'apps/server/src/modules/zz-lint-probe');
  const lint = (source: string) => {
    writeFileSync(join(probeDir, 'probe.ts'), source);
    try {
      execFileSync(
        join(root, 'node_modules/.bin/biome'),
        ['lint', '--max-diagnostics=20', 'apps/server/src/modules/zz-lint-probe'],
        {
          cwd: root,
          stdio: 'pipe',
          encoding: 'utf8',
        },
      );
      return '';
    } catch (err) {
      return String((err as { stdout?: string }).stdout ?? '') + String((err as { stderr?: string }).stderr ?? '');
    }
  };
  beforeAll(() => mkdirSync(probeDir, { recursive: true }));
  afterAll(() => rmSync(probeDir, { recursive: true, force: true }));

  it('fails on a transaction opened outside withTransaction', () => {
    expect(lint('export const run = (db: { transaction(): unknown }) => db.transaction();\n')).toMatch(
      /Open a transaction only through withTransaction/,
    );
  });

  it('fails on a publish outside afterCommit', () => {
    expect(
      lint('export const run = (bus: { publish(a: string, b: unknown): void }) => bus.publish("everyone", {});\n'),
    ).toMatch(/Publish live messages only through afterCommit/);
  });

  // The import boundaries have their own proofs: lint-boundaries.test.ts.
  it('passes the same code written the intended way', () => {
    expect(lint('export const run = (db: { selectFrom(t: string): unknown }) => db.selectFrom("job");\n')).toBe('');
  });
});
