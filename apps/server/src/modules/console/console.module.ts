import { defineModule } from '../../module.js';
import { consoleRoutes } from './console.routes.js';
import { queuesTopic } from './queues.live.js';

export const consoleModule = defineModule({ name: 'console', topics: [queuesTopic], routes: consoleRoutes });
