import { defineModule } from '../../module.js';
import { authRoutes } from './auth.routes.js';
import { securityRoutes } from './security.routes.js';

export const authModule = defineModule({ name: 'auth', routes: [...authRoutes, ...securityRoutes] });
