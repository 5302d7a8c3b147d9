import type { LiveMessage } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { simulatedQuotes } from '../prices/simulated-feed.js';
import { getProfile } from '../profile/profile.service.js';
import { readSettings } from '../settings/settings.repo.js';
import { walletBalance } from '../wallet/wallet.service.js';

/** The current state of every topic a member's connection carries. */
export async function liveSnapshot(ctx: Pick<AppContext, 'db'>, userId: string): Promise<LiveMessage[]> {
  const [balance, settings, profile] = await Promise.all([
    walletBalance(ctx, userId),
    readSettings(ctx.db),
    getProfile(ctx, userId),
  ]);
  return [
    { topic: 'balance', data: balance },
    { topic: 'settings', data: settings },
    { topic: 'profile', data: { userTrading: profile.userTrading } },
    { topic: 'prices', data: simulatedQuotes(Date.now()) },
  ];
}
