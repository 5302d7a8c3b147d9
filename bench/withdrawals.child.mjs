// Members' withdrawal requests (POST /api/withdrawals) through HTTP, driven by autocannon in its
// own process: 8 connections, each request as the next of the members (their step-up fresh,
// a bank account saved), under a new Idempotency-Key. Prints autocannon's result and the
// window's CPU as JSON.
import { randomUUID } from 'node:crypto';
import { warmedAutocannon, writeSummary } from './warmed-autocannon.mjs';

const [base, origin, cookiesJson, connections, seconds, appPid] = process.argv.slice(2);
const cookies = JSON.parse(cookiesJson);
let next = 0;
const { results, cpu } = await warmedAutocannon(
  [
    {
      url: base,
      connections: Number(connections),
      duration: Number(seconds),
      headers: { origin, 'content-type': 'application/json' },
      requests: [
        {
          method: 'POST',
          path: '/api/withdrawals',
          body: JSON.stringify({ amount: '10.00', destination: 'bank' }),
          setupRequest: (req) => ({
            ...req,
            headers: { ...req.headers, cookie: cookies[next++ % cookies.length], 'idempotency-key': randomUUID() },
          }),
        },
      ],
    },
  ],
  appPid,
);
writeSummary(results, cpu);
