import { defineModule } from '../../module.js';
import { adminRoutes } from './admin.routes.js';
import { impersonationRoutes } from './impersonation.routes.js';

export const adminModule = defineModule({
  name: 'admin',
  routes: adminRoutes,
  // Opening a sign-in link and stopping run outside the back office's guard (see there).
  plugin: (ctx) => async (server) => {
    await server.register(impersonationRoutes(ctx));
  },
});
