import { defineAddress } from './define-route.js';

// The routes the first page (/login) calls, as addresses without schemas: the sign-in page then
// downloads no zod. Their contracts (`authApi.session`, `authApi.signIn`, `settingsApi.brand`)
// spread these, so each path is still written once; the server checks every answer against the
// contract's schema before it leaves.
export const SESSION_ADDRESS = defineAddress('GET', '/api/session');
export const SIGN_IN_ADDRESS = defineAddress('POST', '/api/account/sign-in');
export const BRAND_ADDRESS = defineAddress('GET', '/api/brand');
