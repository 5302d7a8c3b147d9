import { ROUTES } from '@member-area/shared';
import { defineFeature } from '../../feature';
import { chatLive, supportInboxLive } from './chat.live';
import { useSupportUnread } from './live-state';
import { SupportInboxPage } from './pages';

export const chatFeature = defineFeature({
  name: 'chat',
  adminPages: [{ path: ROUTES.adminSupport, Page: SupportInboxPage }],
  adminNav: [{ label: 'Support', to: ROUTES.adminSupport, place: 60, useBadge: useSupportUnread }],
  live: { chat: chatLive, supportInbox: supportInboxLive },
});
