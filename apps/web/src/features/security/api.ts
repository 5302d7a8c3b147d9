import {
  type ConfirmTwoFactorRequest,
  type DisableTwoFactorRequest,
  type EnableTwoFactorRequest,
  securityApi,
} from '@member-area/shared';
import { call } from '../../api/call';

export const enableTwoFactor = (body: EnableTwoFactorRequest) => call(securityApi.enableTwoFactor, { body });

export const confirmTwoFactor = (body: ConfirmTwoFactorRequest) => call(securityApi.confirmTwoFactor, { body });

export const disableTwoFactor = (body: DisableTwoFactorRequest) => call(securityApi.disableTwoFactor, { body });

export const signOutSession = (id: string) => call(securityApi.revokeSession, { params: { id } });

export const signOutOtherSessions = () => call(securityApi.signOutOthers);
