/** This feature's query keys; all under ['admin'], so signing out of the console clears them. */
export const consoleKeys = {
  queues: ['admin', 'console', 'queues'],
  figure: (figure: string, days: string) => ['admin', 'console', 'figure', figure, days],
  funnel: (days: string) => ['admin', 'console', 'funnel', days],
  memberTab: (uid: string, tab: string) => ['admin', 'console', 'member', uid, tab],
} as const;

/**
 * The queue lists a queue change makes stale (their features' keys, by prefix): the money desk's
 * deposits and withdrawals, the KYC queue, the trading desk.
 */
export const QUEUE_LIST_KEYS = [
  ['admin', 'deposits'],
  ['admin', 'withdrawals'],
  ['admin', 'kyc'],
  ['admin', 'trading', 'desk'],
] as const;
