// The live support chat: a member's thread with the support contact, and the operators' inbox.
export { chatTopic, supportInboxTopic } from './chat.live.js';
export { chatModule } from './chat.module.js';
