/** This feature's query keys (kept here, not in the shared list that loads with the first page). */
export const securityKeys = {
  all: ['security'],
  twoFactor: ['security', 'two-factor'],
  sessions: ['security', 'sessions'],
  signIns: ['security', 'sign-ins'],
} as const;
