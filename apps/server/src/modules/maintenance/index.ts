// Housekeeping jobs: expired sessions, tokens, rate-limit windows, stored answers, old jobs.
export { registerMaintenanceJobs } from './maintenance.jobs.js';
