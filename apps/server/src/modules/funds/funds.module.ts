import { defineModule } from '../../module.js';
import { fundsRoutes } from './funds.routes.js';

export const fundsModule = defineModule({ name: 'funds', routes: fundsRoutes });
