// Whole back-office lists as CSV downloads, streamed a batch at a time.
export { exportsModule } from './exports.module.js';
