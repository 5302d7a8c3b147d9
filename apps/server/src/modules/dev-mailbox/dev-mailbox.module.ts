import { defineModule } from '../../module.js';
import { devMailboxRoutes } from './dev-mailbox.routes.js';

/** The dev mailbox: only where config turns it on (never in production). */
export const devMailboxModule = defineModule({
  name: 'dev-mailbox',
  enabled: (ctx) => ctx.config.devMailbox,
  routes: devMailboxRoutes,
});
