// The paths the first page (/login) calls, without their schemas: the sign-in page then
// downloads no zod. Their contracts (`authApi.session`, `authApi.signIn`, `settingsApi.brand`)
// use these constants, so each path is still written once; the server checks every answer
// against the contract's schema before it leaves. Plain strings: the path helpers and the route
// objects stay out of the first download.
export const SESSION_PATH = '/api/session';
export const SIGN_IN_PATH = '/api/account/sign-in';
export const BRAND_PATH = '/api/brand';
