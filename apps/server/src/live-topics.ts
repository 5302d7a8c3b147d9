import { chatTopic, supportInboxTopic } from './modules/chat/index.js';
import { moneyTopic } from './modules/money/index.js';
import { profileTopic } from './modules/profile/index.js';
import { settingsTopic } from './modules/settings/index.js';
import { balanceTopic } from './modules/wallet/index.js';
import type { AnyLiveTopic } from './platform/live/live-topics.js';

/** The registry of live topics: each module defines its own; a connection carries all of them. */
export const LIVE_TOPICS: readonly AnyLiveTopic[] = [
  balanceTopic,
  settingsTopic,
  profileTopic,
  moneyTopic,
  chatTopic,
  supportInboxTopic,
];
