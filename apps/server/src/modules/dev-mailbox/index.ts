export { devMailboxModule } from './dev-mailbox.module.js';
