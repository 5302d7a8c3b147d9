import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AUDIT_ACTIONS, type AuditEntry, auditSentence, isAuditAction } from '@member-area/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  expectLedgerSound,
  signedInMember,
  signedInOperator,
  startTestApp,
  type TestApp,
} from '../harness.js';
import { decide, payoutReadyMember, withdraw } from '../money/money-helpers.js';

let app: TestApp;
let admin: Client;
beforeAll(async () => {
  app = await startTestApp({ ADMIN_NAME: 'Ops Admin' });
  admin = await signedInOperator(app);
});
afterAll(() => app.stop());

type Page = { rows: AuditEntry[]; total: number };
const audit = (q: string) => admin.get<Page>(`/api/admin/audit?${q}`);

/** Every .ts file under the server's sources. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('audit log', () => {
  it('has a sentence for every action the server audits', () => {
    // The type checks calls too (AuditRecord.action is AuditAction); this reads the literals the
    // server writes, in recordAudit calls and in the ACTIONS tables they pick from.
    const found = new Set<string>();
    for (const file of sources(join(__dirname, '../../src'))) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes('recordAudit(')) continue;
      for (const line of text.split('\n').filter((l) => /\baction:/.test(l))) {
        for (const m of line.matchAll(/'([a-z_-]+\.[a-z_.-]+)'/g)) found.add(m[1] as string);
      }
      for (const m of text.matchAll(/const ACTIONS[^=]*=\s*\{([^}]*)\}/g)) {
        for (const s of (m[1] as string).matchAll(/'([a-z_-]+\.[a-z_.-]+)'/g)) found.add(s[1] as string);
      }
      for (const m of text.matchAll(/action:\s*`([a-z_.-]+?)\.\$\{/g)) {
        expect(
          AUDIT_ACTIONS.some((a) => a.startsWith(`${m[1]}.`)),
          `${m[1]}.* in ${file}`,
        ).toBe(true);
      }
    }
    expect(found.size).toBeGreaterThan(20);
    expect([...found].filter((a) => !isAuditAction(a))).toEqual([]);
    for (const action of AUDIT_ACTIONS) {
      expect(auditSentence(action, { actor: 'Ops Admin', target: 'Ann Tester', targetId: 'x', details: {} })).toMatch(
        /^Ops Admin \S/,
      );
    }
  });

  it('reads as sentences with names, each change as before → after, and filters by operator, member, action and dates', async () => {
    const ann = await payoutReadyMember(app, admin, '100.00');
    await app.ctx.db.updateTable('user').set({ name: 'Ann Tester' }).where('id', '=', ann.uid).execute();
    const w = await withdraw(ann.client, '25.00');
    expect(w.status).toBe(201);
    expect(
      (await decide(admin, `/api/admin/withdrawals/${w.body.slug}/reject`, { reason: 'Name does not match' })).status,
    ).toBe(200);
    const bob = await signedInMember(app);
    await admin.post(`/api/admin/members/${bob.uid}/flags`, { flag: 'userTrading', value: true });

    const annLines = await audit(`member=${encodeURIComponent('Ann Test')}`);
    expect(annLines.body.rows.map((r) => r.sentence)).toEqual([
      `Ops Admin rejected Ann Tester’s withdrawal ${w.body.number} of 25.00 USD: reason Name does not match`,
      'Ops Admin credited Ann Tester’s wallet with 100.00 USD: reason Test funds',
      `${ann.input.userName} changed their payout details (bank)`,
    ]);
    const switched = (await audit(`targetId=${bob.uid}`)).body.rows[0];
    expect(switched?.sentence).toBe(`Ops Admin switched ${switched?.targetName}’s account to Real`);
    expect(switched?.changes).toEqual([{ field: 'userTrading', from: 'false', to: 'true' }]);

    // Filters: action, operator, dates (inclusive days, UTC).
    const rejected = await audit('action=withdrawal.reject');
    expect(rejected.body.total).toBe(1);
    const operatorId = rejected.body.rows[0]?.actorId ?? '';
    expect((await audit(`actorId=${operatorId}`)).body.total).toBe(3);
    expect((await audit(`actorId=${bob.uid}`)).body.total).toBe(0);
    expect((await audit(`actorId=${ann.uid}`)).body.total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await audit(`from=${today}&to=${today}`)).body.total).toBe(4);
    expect((await audit('to=2000-01-01')).body.total).toBe(0);
    expect((await audit('from=yesterday')).status).toBe(400);
    await expectLedgerSound(app);
  });

  it('exports the filtered log as CSV, one sentence a line', async () => {
    const res = await admin.get<Buffer>('/api/admin/audit.csv?action=withdrawal.reject');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body.toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('When (UTC),Operator,Action,What happened,Changes,About');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Ops Admin rejected Ann Tester’s withdrawal');
    // Taking the log is itself in the log, with the filter it was taken with.
    const taken = await admin.get<{ rows: { sentence: string }[] }>('/api/admin/audit?action=export.download');
    expect(taken.body.rows[0]?.sentence).toMatch(/downloaded the audit log export/);
    const member = await signedInMember(app);
    expect((await member.client.get('/api/admin/audit.csv')).status).toBe(404);
    expect((await app.client().get('/api/admin/audit.csv')).status).toBe(401);
  });
});
