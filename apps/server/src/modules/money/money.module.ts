import { defineModule } from '../../module.js';
import { balanceTopic } from './balance.live.js';
import { depositExpiryJob } from './expire-deposit.js';
import { fundsTopic } from './funds.live.js';
import { moneyTopic } from './money.live.js';
import { moneyRoutes } from './money.routes.js';
import { moneyDeskRoutes } from './money-desk.routes.js';

export const moneyModule = defineModule({
  name: 'money',
  routes: [...moneyRoutes, ...moneyDeskRoutes],
  topics: [balanceTopic, fundsTopic, moneyTopic],
  jobs: (ctx) => ({ define: [depositExpiryJob(ctx)] }),
});
