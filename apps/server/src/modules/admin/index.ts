// The back office: members, switches, balance adjustments, settings, sign in as member, jobs.
export { adminModule } from './admin.module.js';
