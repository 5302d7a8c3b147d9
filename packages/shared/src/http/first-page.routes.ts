import type { RouteAddress } from './define-route.js';

// The routes the first page (/login) calls, as addresses without schemas: the sign-in page then
// downloads no zod. Their contracts (`authApi.session`, `authApi.signIn`, `settingsApi.brand`)
// spread these, so each path is still written once; the server checks every answer against the
// contract's schema before it leaves. Plain objects (no import of define-route.ts at run time),
// so the path helpers stay out of the first download too.
export const SESSION_ADDRESS = { method: 'GET', path: '/api/session' } as const satisfies RouteAddress;
export const SIGN_IN_ADDRESS = { method: 'POST', path: '/api/account/sign-in' } as const satisfies RouteAddress;
export const BRAND_ADDRESS = { method: 'GET', path: '/api/brand' } as const satisfies RouteAddress;
