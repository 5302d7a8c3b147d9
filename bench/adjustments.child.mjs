// The operator's balance adjustments through HTTP, driven by autocannon in its own process (as
// the read bench is): the clients share no event loop or CPU time with the server's process.
// 8 connections cycle over 4 members, one debit in three, each request under a new
// Idempotency-Key. Prints autocannon's result and the window's CPU as JSON on stdout.
import { randomUUID } from 'node:crypto';
import { warmedAutocannon, writeSummary } from './warmed-autocannon.mjs';

const [base, cookie, origin, members, connections, seconds, appPid] = process.argv.slice(2);
const targets = JSON.parse(members);
const requests = Array.from({ length: 12 }, (_, i) => ({
  method: 'POST',
  path: `/api/admin/members/${targets[i % targets.length]}/adjustments`,
  body: JSON.stringify({ direction: i % 3 === 2 ? 'debit' : 'credit', amount: '0.01', reason: 'bench' }),
  setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } }),
}));
const { results, cpu } = await warmedAutocannon(
  [
    {
      url: base,
      connections: Number(connections),
      duration: Number(seconds),
      headers: { cookie, origin, 'content-type': 'application/json' },
      requests,
    },
  ],
  appPid,
);
writeSummary(results, cpu);
