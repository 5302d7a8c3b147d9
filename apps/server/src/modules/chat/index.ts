// The live support chat: a member's thread with the support contact, and the operators' inbox.
export { chatTopic, supportInboxTopic } from './chat.live.js';
export { chatRoutes, supportRoutes } from './chat.routes.js';
