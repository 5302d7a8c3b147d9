import type { Market } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { listSymbols } from './trading.repo.js';

/** The symbols with the feed's last price: the /trade table and the order panel's limits. */
export async function listMarkets(ctx: Pick<AppContext, 'db' | 'prices'>): Promise<Market[]> {
  return (await listSymbols(ctx.db)).map((s) => {
    const tick = ctx.prices.latest(s.symbol);
    return { ...s, price: tick?.price ?? null, change24h: tick?.change24h ?? null };
  });
}
