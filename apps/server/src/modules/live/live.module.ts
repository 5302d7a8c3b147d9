import { defineModule } from '../../module.js';
import { liveRoutes } from './live.routes.js';

export const liveModule = defineModule({
  name: 'live',
  plugin: (ctx) => async (server) => {
    await server.register(liveRoutes(ctx));
  },
});
