import { defineModule } from '../../module.js';
import { adminRoutes } from './admin.routes.js';
import { impersonationRoutes } from './impersonation.routes.js';

export const adminModule = defineModule({ name: 'admin', routes: [...adminRoutes, ...impersonationRoutes] });
