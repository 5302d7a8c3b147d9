import { defineModule } from '../../module.js';
import { depositExpiryJob } from './expire-deposit.js';
import { moneyAdminRoutes } from './money.admin.routes.js';
import { moneyTopic } from './money.live.js';
import { moneyRoutes } from './money.routes.js';

export const moneyModule = defineModule({
  name: 'money',
  topics: [moneyTopic],
  jobs: (ctx) => ({ define: [depositExpiryJob(ctx)] }),
  plugin: (ctx) => async (server) => {
    await server.register(moneyRoutes(ctx));
    await server.register(moneyAdminRoutes(ctx));
  },
});
