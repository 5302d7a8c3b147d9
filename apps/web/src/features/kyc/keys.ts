/** This feature's query keys (kept here, not in the shared list that loads with the first page). */
export const kycKeys = {
  status: ['kyc'],
  queue: ['admin', 'kyc'],
  review: (id: string) => ['admin', 'kyc', id],
} as const;
