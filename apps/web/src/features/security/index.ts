// Account security (/security): two-factor, sessions, sign-in history.
export { securitySchemas } from './api';
export { securityKeys } from './keys';
