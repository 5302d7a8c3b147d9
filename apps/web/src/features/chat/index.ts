// The live support chat: the member's toggle and panel, the user menu's contact item, live handlers.

export { CHAT_TOGGLE_CLEARANCE, ChatToggle } from './ChatToggle';
export { ContactMenuItem } from './ContactMenuItem';
export { chatLive, supportInboxLive } from './chat.live';
export { useSupportUnread } from './live-state';
