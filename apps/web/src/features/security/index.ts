// Account security (/security): two-factor, sessions, sign-in history.
export { securityKeys } from './keys';
