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
  admin: '/admin',
  adminMembers: '/admin/members',
  adminMember: '/admin/members/:uid',
  adminSettings: '/admin/settings',
  adminAudit: '/admin/audit',
  adminJobs: '/admin/jobs',
  adminSupport: '/admin/support',
  adminKyc: '/admin/kyc',
  adminKycReview: '/admin/kyc/:id',
} as const;

export const adminMemberPath = (uid: string) => `/admin/members/${encodeURIComponent(uid)}`;
export const adminKycReviewPath = (id: string) => `/admin/kyc/${encodeURIComponent(id)}`;
export const loginAdminPath = (userName: string, token: string) =>
  `/login-admin/${encodeURIComponent(userName)}/${encodeURIComponent(token)}`;
export const registerPath = (slug?: string) => (slug ? `/register/${encodeURIComponent(slug)}` : '/register');
