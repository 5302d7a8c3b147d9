// The member's wallet: the spec's live "balance".
export { balanceTopic } from './wallet.live.js';
export { walletRoutes } from './wallet.routes.js';
