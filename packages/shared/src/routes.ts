/** Every route of the web app, member area and back office (spec section 2). */
export const ROUTES = {
  login: '/login',
  register: '/register',
  registerWithSlug: '/register/:slug',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  verifyPending: '/verify-pending',
  loginAdmin: '/login-admin/:username/:pass',
  devMailbox: '/dev/mailbox',
  home: '/',
  profile: '/profile',
  updateProfile: '/update-profile',
  changePassword: '/change-password',
  security: '/security',
  kyc: '/kyc-user',
  // Money in and out. Also in MONEY_ROUTES (money/money-routes.ts), but that file builds zod
  // schemas, which the router must not pull into the first page's download.
  dataBank: '/data-bank',
  wallet: '/wallet',
  addBalance: '/add-balance',
  invoiceBalance: '/invoice-balance/:slug',
  withdrawal: '/withdrawal',
  /** The slug is optional: without one the page reads 'Select an invoice'. */
  invoiceWd: '/invoice-wd/:slug?',
  viewWithdrawal: '/view-withdrawal',
  // Trading (issue 20)
  trade: '/trade',
  tradeSymbol: '/trade/:sym/:name',
  onTrade: '/on-trade',
  historyTrade: '/history-trade',
  // The profit and bonus funds, and the network (the spec's spelling: /refferals).
  fundsBonus: '/funds-bonus',
  fundsProfit: '/funds-profit',
  withdrawalBonus: '/withdrawal-bonus',
  withdrawalProfit: '/withdrawal-profit',
  refferals: '/refferals',
  admin: '/admin',
  adminMembers: '/admin/members',
  adminMember: '/admin/members/:uid',
  adminSettings: '/admin/settings',
  adminAudit: '/admin/audit',
  adminOperators: '/admin/operators',
  adminJobs: '/admin/jobs',
  adminDeposits: '/admin/deposits',
  adminWithdrawals: '/admin/withdrawals',
  adminLedger: '/admin/ledger',
  adminSupport: '/admin/support',
  adminKyc: '/admin/kyc',
  adminKycReview: '/admin/kyc/:id',
  adminTrading: '/admin/trading',
} as const;

/**
 * The investment pages (issue 19). Apart from ROUTES, whose every entry /login downloads: only
 * the shell's drawer and the routers read these.
 */
export const INVESTMENT_ROUTES = {
  investment: '/investment',
  /** The slug is optional: without one the page reads 'Select an package'. */
  addInvestment: '/add-investment/:slug?',
  /** An investment's invoice, by its number (I-000001). */
  invoiceInvestment: '/invoice/:slug',
  adminPackages: '/admin/packages',
  adminInvestments: '/admin/investments',
} as const;

export const adminMemberPath = (uid: string) => `/admin/members/${encodeURIComponent(uid)}`;
export const adminKycReviewPath = (id: string) => `/admin/kyc/${encodeURIComponent(id)}`;
export const loginAdminPath = (userName: string, token: string) =>
  `/login-admin/${encodeURIComponent(userName)}/${encodeURIComponent(token)}`;
export const registerPath = (slug?: string) => (slug ? `/register/${encodeURIComponent(slug)}` : '/register');

/** The fund pages by fund: its history (/funds-*) and its way out (/withdrawal-*). */
export const fundPath = (fund: 'profit' | 'bonus') => (fund === 'profit' ? ROUTES.fundsProfit : ROUTES.fundsBonus);
export const fundWithdrawalPath = (fund: 'profit' | 'bonus') =>
  fund === 'profit' ? ROUTES.withdrawalProfit : ROUTES.withdrawalBonus;
