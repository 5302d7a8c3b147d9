import { defineModule } from '../../module.js';
import { adminRoutes } from './admin.routes.js';
import { impersonationRoutes } from './impersonation.routes.js';
import { adminJobsRoutes } from './jobs.routes.js';

export const adminModule = defineModule({
  name: 'admin',
  routes: impersonationRoutes,
  plugin: (ctx) => async (server) => {
    await server.register(adminRoutes(ctx));
    await server.register(adminJobsRoutes(ctx));
  },
});
