export { devMailboxRoutes } from './dev-mailbox.routes.js';
