// Housekeeping jobs: expired sessions, tokens, rate-limit windows, stored answers, old jobs.
export { maintenanceModule } from './maintenance.jobs.js';
