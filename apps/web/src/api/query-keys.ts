/** Query keys shared by the features and the live channel, which writes into them. */
export const queryKeys = {
  session: ['session'],
  brand: ['brand'],
  profile: ['profile'],
  balance: ['balance'],
  settings: ['settings'],
  rates: ['rates'],
  prices: ['prices'],
  referrer: (slug: string) => ['referrer', slug],
  devMailbox: ['dev-mailbox'],
  admin: {
    all: ['admin'],
    members: (q: string, page: number, pageSize: number) => ['admin', 'members', { q, page, pageSize }],
    member: (uid: string) => ['admin', 'member', uid],
    settings: ['admin', 'settings'],
    audit: (targetId: string | undefined, page: number) => ['admin', 'audit', { targetId, page }],
    jobs: ['admin', 'jobs'],
  },
} as const;
