// The back office: operator-only routes and the sign-in-as-member flow.
export { adminRoutes } from './admin.routes.js';
export { impersonationRoutes } from './impersonation.routes.js';
export { adminJobsRoutes } from './jobs.routes.js';
