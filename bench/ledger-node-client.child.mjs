// The same movements as transfer()'s hot and mixed rows, sent by bare node-postgres clients in
// their own process: no pool, no query builder, no transaction machinery; BEGIN, ledger_post()
// (a named prepared statement) and COMMIT, each awaited, as a plain Node program writes it. What
// any Node client gets from this ledger on this machine: the app's transfer() is measured
// against it in the ledger part. Prints {tps, ops, errors} as JSON.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const [url, schema, clientsArg, secondsArg, mode, hotArg, aArg, bArg] = process.argv.slice(2);
const [hot, a, b] = [hotArg, aArg, bArg].map(BigInt);
const clients = Number(clientsArg);
const seconds = Number(secondsArg);

const post = (debit, credit, kind) => ({
  name: `post-${kind}-${debit === null ? 'p' : 'm'}${credit === null ? 'p' : 'm'}`,
  text: `select * from ledger_post($1, ${debit === null ? "'adjustments'" : 'null'}, $2, ${credit === null ? "'adjustments'" : 'null'}, 1, '${kind}', null, $3, null)`,
  values: [debit, credit, randomUUID()],
});

/** The movement writer `w` sends as its `i`-th: the ledger part's hot and mixed loads. */
const movement = (w, i) => {
  if (mode === 'hot') return post(null, hot, 'adjustment.credit');
  if (i % 3 === 2) return post(w % 2 ? a : b, null, 'adjustment.debit');
  return w % 2 ? post(a, b, 'adjustment.credit') : post(b, a, 'adjustment.credit');
};

const errors = {};
const count = (code) => {
  errors[code] = (errors[code] ?? 0) + 1;
};
const connections = await Promise.all(
  Array.from({ length: clients }, async () => {
    const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    client.on('error', (err) => count(err.code ?? 'connection lost')); // a dropped connection is an error, not a crash
    await client.connect();
    return client;
  }),
);
const drive = async (ms) => {
  let ops = 0;
  const started = performance.now();
  const until = started + ms;
  await Promise.all(
    connections.map(async (client, w) => {
      for (let i = 0; performance.now() < until; i++) {
        try {
          await client.query('begin');
          const { rows } = await client.query(movement(w, i));
          // Counted as transfer() counts it: a refused movement is an error, not a movement.
          if (rows[0]?.outcome !== 'moved') throw Object.assign(new Error('refused'), { code: rows[0]?.outcome });
          await client.query('commit');
          ops++;
        } catch (err) {
          await client.query('rollback').catch(() => {});
          count(err.code ?? 'error');
        }
      }
    }),
  );
  return { ops, seconds: (performance.now() - started) / 1000 };
};
await drive(1000); // statements prepared, connections warm
for (const k of Object.keys(errors)) delete errors[k];
const { ops, seconds: took } = await drive(seconds * 1000);
await Promise.all(connections.map((c) => c.end()));
process.stdout.write(JSON.stringify({ tps: ops / took, ops, errors }));
