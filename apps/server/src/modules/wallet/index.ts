// The member's wallet: the spec's live "balance".
export { balanceTopic } from './wallet.live.js';
export { walletModule } from './wallet.module.js';
