import { defineModule } from '../../module.js';
import { pricesRoutes } from './prices.routes.js';

export const pricesModule = defineModule({ name: 'prices', routes: pricesRoutes });
