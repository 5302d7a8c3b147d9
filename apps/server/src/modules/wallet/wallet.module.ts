import { defineModule } from '../../module.js';
import { fundsTopic } from './funds.live.js';
import { balanceTopic } from './wallet.live.js';
import { walletRoutes } from './wallet.routes.js';

export const walletModule = defineModule({
  name: 'wallet',
  routes: walletRoutes,
  topics: [balanceTopic, fundsTopic],
});
