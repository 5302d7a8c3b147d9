// The back office's operators: invitations, roles, removal; the last admin always stays.
export { assertOperatorNameFree } from './operator-names.js';
export { operatorsModule } from './operators.module.js';
