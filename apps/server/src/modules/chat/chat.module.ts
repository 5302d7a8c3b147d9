import { defineModule } from '../../module.js';
import { chatTopic, supportInboxTopic } from './chat.live.js';
import { chatRoutes } from './chat.routes.js';

export const chatModule = defineModule({ name: 'chat', topics: [chatTopic, supportInboxTopic], routes: chatRoutes });
