// The database's own ceiling for the ledger's movements: ledger_post() driven by pgbench itself,
// 8 clients, no app, the statement prepared (-M prepared) as the app prepares its own, each call
// its own transaction as transfer()'s is. Printed beside transfer()'s rows, against the same
// tpcb-like reference: what is left between them is the app's (the round trip to it and back,
// its CPU on the same 2 cores); what is left between this and the bar is the database's. The hot
// and mixed loads are also sent by bare node-postgres clients (ledger-node-client.child.mjs): what
// a Node program gets at best, so that what is left below it is the app's own machinery.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import type { DB } from '../apps/server/src/platform/db/schema.js';
import { pgbenchEnv, type Result, tpsOf } from './ledger.js';

const run = promisify(execFile);

/** One call of ledger_post() as a pgbench script: a movement of 1 cent under a fresh key. */
const post = (debit: string, credit: string, kind: string) =>
  [
    '\\set key random(1, 4611686018427387903)',
    'begin;',
    `select * from ledger_post(${debit}, ${credit}, 1, '${kind}', null, 'pgbench-' || :client_id || '-' || :key, null);`,
    'commit;',
  ].join('\n');
const member = (id: bigint) => `${id}, null`;
const platform = (kind: string) => `null, '${kind}'`;

export interface CeilingAccounts {
  hot: string;
  a: string;
  b: string;
  spread: string[];
}

/** The wallets' account ids: pgbench names accounts as ledger_post() takes them. */
async function walletIds(db: Kysely<DB>, owners: string[]): Promise<Map<string, bigint>> {
  const rows = await db
    .selectFrom('ledger_account')
    .select(['id', 'owner_id'])
    .where('owner_id', 'in', owners)
    .where('kind', '=', 'wallet')
    .execute();
  return new Map(rows.map((r) => [r.owner_id ?? '', BigInt(r.id)]));
}

/**
 * The three ceilings as runs for the ledger part's table: spread (random pairs of the 16), hot
 * (platform → one wallet) and mixed (A → B, B → A and a debit of one of them, a third each).
 */
export async function ceilingRuns(
  db: Kysely<DB>,
  pg: { pgUrl: string; schema: string },
  accounts: CeilingAccounts,
  seconds: number,
  clients: number,
): Promise<{
  spread(): Promise<Result>;
  hot(): Promise<Result>;
  mixed(): Promise<Result>;
  nodeHot(): Promise<Result>;
  nodeMixed(): Promise<Result>;
  remove(): void;
}> {
  const ids = await walletIds(db, [...new Set([accounts.hot, accounts.a, accounts.b, ...accounts.spread])]);
  const id = (owner: string) => {
    const found = ids.get(owner);
    if (found === undefined) throw new Error(`no wallet for ${owner}`);
    return found;
  };
  const spread = accounts.spread.map(id);
  const [hot, a, b] = [id(accounts.hot), id(accounts.a), id(accounts.b)];
  const dir = mkdtempSync(join(tmpdir(), 'ma-ceiling-'));
  const script = (name: string, text: string) => {
    const file = join(dir, `${name}.sql`);
    writeFileSync(file, `${text}\n`);
    return file;
  };
  const list = `array[${spread.join(',')}]::bigint[]`;
  const files = {
    // Two different wallets: the second drawn from the other n - 1 and moved past the first.
    spread: script(
      'spread',
      [
        `\\set i random(1, ${spread.length})`,
        `\\set j random(1, ${spread.length - 1})`,
        '\\set j :j + case when :j >= :i then 1 else 0 end',
        post(`(${list})[:i], null`, `(${list})[:j], null`, 'adjustment.credit'),
      ].join('\n'),
    ),
    hot: script('hot', post(platform('adjustments'), member(hot), 'adjustment.credit')),
    ab: script('ab', post(member(a), member(b), 'adjustment.credit')),
    ba: script('ba', post(member(b), member(a), 'adjustment.credit')),
    debit: script(
      'debit',
      [
        '\\set side random(0, 1)',
        post(`case when :side = 0 then ${a} else ${b} end, null`, platform('adjustments'), 'adjustment.debit'),
      ].join('\n'),
    ),
  };
  const pgbench = async (scripts: string[]): Promise<Result> => {
    const { stdout } = await run(
      'pgbench',
      [
        '-n',
        '-M',
        'prepared',
        '-c',
        String(clients),
        '-j',
        '2',
        '-T',
        String(seconds),
        ...scripts.flatMap((f) => ['-f', f]),
        pg.pgUrl,
      ],
      { env: pgbenchEnv(pg.schema), maxBuffer: 16 << 20 },
    );
    const processed = /number of transactions actually processed: (\d+)/.exec(stdout);
    const failed = /number of failed transactions: (\d+)/.exec(stdout);
    const errors = new Map<string, number>();
    if (failed?.[1] && Number(failed[1]) > 0) errors.set('failed', Number(failed[1]));
    return { tps: tpsOf(stdout), errors, ops: Number(processed?.[1] ?? 0) };
  };
  const nodeClients = async (mode: 'hot' | 'mixed'): Promise<Result> => {
    const child = fileURLToPath(new URL('./ledger-node-client.child.mjs', import.meta.url));
    const args = [pg.pgUrl, pg.schema, String(clients), String(seconds), mode, String(hot), String(a), String(b)];
    const { stdout } = await run(process.execPath, [child, ...args], { maxBuffer: 16 << 20 });
    const r = JSON.parse(stdout) as { tps: number; ops: number; errors: Record<string, number> };
    return { tps: r.tps, ops: r.ops, errors: new Map(Object.entries(r.errors)) };
  };
  return {
    remove: () => rmSync(dir, { recursive: true, force: true }),
    spread: () => pgbench([files.spread]),
    hot: () => pgbench([files.hot]),
    mixed: () => pgbench([files.ab, files.ba, files.debit]),
    nodeHot: () => nodeClients('hot'),
    nodeMixed: () => nodeClients('mixed'),
  };
}
