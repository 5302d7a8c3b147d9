import { defineModule } from '../../module.js';
import { operatorsRoutes } from './operators.routes.js';

export const operatorsModule = defineModule({ name: 'operators', routes: operatorsRoutes });
