// The member's wallet: the spec's live "balance"; and the live balances of their two funds.
export { fundsTopic } from './funds.live.js';
export { balanceTopic } from './wallet.live.js';
export { walletModule } from './wallet.module.js';
