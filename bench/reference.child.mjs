// The bare read reference, in its own process (issue 18): Fastify 5 and a pg pool, one route
// doing one SELECT of one row by primary key, logging off. Prints its URL on stdout when ready.
import Fastify from 'fastify';
import pg from 'pg';

const [url, schema, accountId] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c search_path=${schema}` });
const server = Fastify({ logger: false });
server.get('/ref', async () => {
  const { rows } = await pool.query('SELECT balance::text AS balance FROM ledger_account WHERE id = $1', [accountId]);
  return { balance: rows[0]?.balance ?? '0' };
});
const base = await server.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${base}/ref\n`);
process.on('SIGTERM', async () => {
  await server.close();
  await pool.end();
  process.exit(0);
});
