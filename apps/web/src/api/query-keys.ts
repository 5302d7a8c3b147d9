/** Query keys shared by the features and the live channel, which writes into them. */
export const queryKeys = {
  session: ['session'],
  brand: ['brand'],
  profile: ['profile'],
  balance: ['balance'],
  settings: ['settings'],
  rates: ['rates'],
  prices: ['prices'],
  priceFeedStatus: ['prices', 'status'],
  referrer: (slug: string) => ['referrer', slug],
  devMailbox: ['dev-mailbox'],
  /** The member's open thread with the support contact (GET /api/chat). */
  chatThread: ['chat-thread'],
  /** The member's chat index as the live channel carries it (unread count of the toggle). */
  chatIndex: ['chat-index'],
  /** The operators' live inbox state (unread threads, newest message). */
  supportInbox: ['support-inbox'],
  admin: {
    all: ['admin'],
    members: (q: string, edge: { after?: string; before?: string }, pageSize: number) => [
      'admin',
      'members',
      { q, ...edge, pageSize },
    ],
    member: (uid: string) => ['admin', 'member', uid],
    settings: ['admin', 'settings'],
    audit: (targetId: string | undefined, page: number) => ['admin', 'audit', { targetId, page }],
    jobs: ['admin', 'jobs'],
    support: ['admin', 'support'],
    supportThreads: (page: number) => ['admin', 'support', 'threads', { page }],
    supportThread: (chatId: string) => ['admin', 'support', 'thread', chatId],
  },
} as const;
