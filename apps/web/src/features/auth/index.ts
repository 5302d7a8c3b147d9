import { lazyPage } from '../../ui/lazy-page';

export { signOut, stopImpersonating, verifyPendingTarget } from './api';
export { isVerifiedMember, useClearSession, useSession, useSessionUser } from './useSession';

export const LoginPage = lazyPage(() => import('./LoginPage'), 'LoginPage');
export const RegisterPage = lazyPage(() => import('./RegisterPage'), 'RegisterPage');
export const ForgotPasswordPage = lazyPage(() => import('./ForgotPasswordPage'), 'ForgotPasswordPage');
export const ResetPasswordPage = lazyPage(() => import('./ResetPasswordPage'), 'ResetPasswordPage');
export const VerifyEmailPage = lazyPage(() => import('./VerifyEmailPage'), 'VerifyEmailPage');
export const VerifyPendingPage = lazyPage(() => import('./VerifyPendingPage'), 'VerifyPendingPage');
export const LoginAdminPage = lazyPage(() => import('./LoginAdminPage'), 'LoginAdminPage');
export const ChangePasswordPage = lazyPage(() => import('./ChangePasswordPage'), 'ChangePasswordPage');
