import { randomUUID } from 'node:crypto';
import type { Position } from '@member-area/shared';
import type { Client, TestApp } from '../harness.js';

// Helpers of the trading tests: open and close through the real routes, read a wallet.

export const key = () => randomUUID();

export interface OpenInput {
  symbol?: string;
  side?: string;
  amount?: string;
  leverage?: number;
  takeProfit?: string;
  stopLoss?: string;
  [extra: string]: unknown;
}

export const open = (client: Client, input: OpenInput = {}, k = key()) =>
  client.request<Position>(
    'POST',
    '/api/trading/positions',
    { symbol: 'BTC', side: 'long', amount: '100.00', leverage: 10, ...input },
    { 'idempotency-key': k },
  );

export const close = (client: Client, number: string, k = key()) =>
  client.request<Position>('POST', `/api/trading/positions/${number}/close`, {}, { 'idempotency-key': k });

/** The member's wallet in cents, from the route the top bar reads. */
export async function walletCents(client: Client): Promise<bigint> {
  const res = await client.get<{ balance: string }>('/api/balance');
  const [whole = '0', frac = '00'] = res.body.balance.split('.');
  const sign = whole.startsWith('-') ? -1n : 1n;
  return sign * (BigInt(whole.replace('-', '')) * 100n + BigInt(frac.padEnd(2, '0')));
}

export const cents = (usd: string) => BigInt(Math.round(Number(usd) * 100));

export async function positionRow(app: TestApp, number: string) {
  return app.ctx.db.selectFrom('position').selectAll().where('number', '=', number).executeTakeFirstOrThrow();
}
