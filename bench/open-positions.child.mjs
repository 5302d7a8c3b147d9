// "Open position" through HTTP, driven by autocannon in its own process: one connection per
// member (a member's orders queue on their own wallet row, as one person's clicks would), each
// request a small BTC position (Buy or Sell) under a new Idempotency-Key. Prints the summed
// result and the window's CPU (warmed-autocannon.mjs) as JSON on stdout.
import { randomUUID } from 'node:crypto';
import { warmedAutocannon, writeSummary } from './warmed-autocannon.mjs';

const [base, cookiesJson, origin, seconds, appPid] = process.argv.slice(2);
const cookies = JSON.parse(cookiesJson);
const { results, cpu } = await warmedAutocannon(
  cookies.map((cookie, i) => ({
    url: base,
    connections: 1,
    duration: Number(seconds),
    headers: { origin, cookie, 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        path: '/api/trading/positions',
        body: JSON.stringify({ symbol: 'BTC', side: i % 2 ? 'short' : 'long', amount: '10', leverage: 5 }),
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } }),
      },
    ],
  })),
  appPid,
);
writeSummary(results, cpu);
