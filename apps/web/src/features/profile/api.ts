import { profileApi, type UpdateProfileRequest } from '@member-area/shared';
import { call } from '../../api/call';

export const updateProfile = (body: UpdateProfileRequest) => call(profileApi.update, { body });

export function uploadAvatar(file: File) {
  const body = new FormData();
  body.append('file', file);
  return call(profileApi.uploadAvatar, { body });
}
