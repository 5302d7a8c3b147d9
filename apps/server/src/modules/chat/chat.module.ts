import { defineModule } from '../../module.js';
import { chatTopic, supportInboxTopic } from './chat.live.js';
import { chatRoutes, supportRoutes } from './chat.routes.js';

export const chatModule = defineModule({
  name: 'chat',
  topics: [chatTopic, supportInboxTopic],
  plugin: (ctx) => async (server) => {
    await server.register(chatRoutes(ctx));
    await server.register(supportRoutes(ctx));
  },
});
