import { chatLive, supportInboxLive } from '../features/chat';
import { investmentsLive } from '../features/investments';
import { kycLive } from '../features/kyc';
import type { LiveHandlers } from '../features/live';
import { pricesLive } from '../features/prices';
import { profileLive } from '../features/profile';
import { settingsLive } from '../features/settings';
import { balanceLive, moneyLive } from '../features/wallet';

/** Every live topic and the feature that takes it into its cache. */
export const LIVE_HANDLERS: LiveHandlers = {
  balance: balanceLive,
  money: moneyLive,
  settings: settingsLive,
  profile: profileLive,
  kyc: kycLive,
  investments: investmentsLive,
  prices: pricesLive,
  chat: chatLive,
  supportInbox: supportInboxLive,
};
