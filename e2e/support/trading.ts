import type { BrowserContext } from '@playwright/test';
import { write } from './money.js';

// Trading through the API as the member's browser would: to give pages something to show.

export interface OpenedPosition {
  number: string;
  entryPrice: string;
  liquidationPrice: string;
}

/** Opens a position (BTC long 10× of 100 USD unless told otherwise). */
export async function openPosition(member: BrowserContext, order: Record<string, unknown> = {}) {
  return (await write(member.request, 'post', '/api/trading/positions', {
    symbol: 'BTC',
    side: 'long',
    amount: '100',
    leverage: 10,
    ...order,
  })) as unknown as OpenedPosition;
}

export const closePosition = (member: BrowserContext, number: string) =>
  write(member.request, 'post', `/api/trading/positions/${number}/close`, {});

/** Sets a price alert (ETH above a price unless told otherwise). */
export const setPriceAlert = (member: BrowserContext, alert: Record<string, unknown>) =>
  write(member.request, 'post', '/api/trading/alerts', { symbol: 'ETH', direction: 'above', ...alert });
