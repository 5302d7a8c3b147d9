/** This feature's query keys (kept here, not in the shared list that loads with the first page). */
export const investmentKeys = {
  all: ['investments'],
  packages: ['investments', 'packages'],
  package: (slug: string) => ['investments', 'packages', slug],
  mine: (page: number) => ['investments', 'mine', page],
  one: (number: string) => ['investments', 'one', number],
  summary: ['investments', 'summary'],
  summaryMail: ['investments', 'summary-mail'],
  admin: ['admin', 'investments'],
} as const;
