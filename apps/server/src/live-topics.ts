import { profileTopic } from './modules/profile/profile.live.js';
import { settingsTopic } from './modules/settings/settings.live.js';
import { balanceTopic } from './modules/wallet/wallet.live.js';
import type { AnyLiveTopic } from './platform/live/live-topics.js';

/** The registry of live topics: each module defines its own; a connection carries all of them. */
export const LIVE_TOPICS: readonly AnyLiveTopic[] = [balanceTopic, settingsTopic, profileTopic];
