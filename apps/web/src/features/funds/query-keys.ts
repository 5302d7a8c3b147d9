import type { Fund } from '@member-area/shared';

/** The funds' queries; the live `funds` topic refreshes everything under `all`. */
export const fundsKeys = {
  all: ['funds'],
  summary: (fund: Fund) => ['funds', fund, 'summary'],
  history: (fund: Fund, filters: object) => ['funds', fund, 'history', filters],
} as const;
