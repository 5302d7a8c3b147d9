import pg from 'pg';

const pool = new pg.Pool({ connectionString: 'postgres://root@127.0.0.1:5432/test', max: 2 });
const { rows } = await pool.query('select pg_backend_pid() as pid');
const admin = new pg.Client({ connectionString: 'postgres://root@127.0.0.1:5432/test' });
await admin.connect();
await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
await admin.end();
await new Promise((r) => setTimeout(r, 500));
console.log('still alive; query after:', (await pool.query('select 1 as one')).rows);
await pool.end();
