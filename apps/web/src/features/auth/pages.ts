import { lazyPage } from '../../ui/lazy-page';

/** This feature's pages for the router, each its own chunk: importing this file loads none of them. */
export const LoginPage = lazyPage(() => import('./LoginPage'), 'LoginPage');
export const RegisterPage = lazyPage(() => import('./RegisterPage'), 'RegisterPage');
export const ForgotPasswordPage = lazyPage(() => import('./ForgotPasswordPage'), 'ForgotPasswordPage');
export const ResetPasswordPage = lazyPage(() => import('./ResetPasswordPage'), 'ResetPasswordPage');
export const VerifyEmailPage = lazyPage(() => import('./VerifyEmailPage'), 'VerifyEmailPage');
export const VerifyPendingPage = lazyPage(() => import('./VerifyPendingPage'), 'VerifyPendingPage');
export const LoginAdminPage = lazyPage(() => import('./LoginAdminPage'), 'LoginAdminPage');
export const ChangePasswordPage = lazyPage(() => import('./ChangePasswordPage'), 'ChangePasswordPage');
