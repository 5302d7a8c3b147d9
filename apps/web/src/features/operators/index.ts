// The back office's operators page: invite, change role, remove.

export { operatorsQuery } from './api';
export { operatorsFeature } from './feature';
export { TwoFactorRequiredPage } from './TwoFactorRequiredPage';
