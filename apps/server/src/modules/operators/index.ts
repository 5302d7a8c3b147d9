// The back office's operators: invitations, roles, removal; the last admin always stays.
export { operatorsModule } from './operators.module.js';
