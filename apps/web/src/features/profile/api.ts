import { type UpdateProfileRequest, ZMemberProfile } from '@member-area/shared';
import { apiFetch } from '../../api';

export const updateProfile = (body: UpdateProfileRequest) =>
  apiFetch('/api/profile', { method: 'PATCH', body, schema: ZMemberProfile });

export function uploadAvatar(file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiFetch('/api/profile/avatar', { method: 'POST', body, schema: ZMemberProfile });
}
