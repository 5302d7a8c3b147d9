import { ZMemberProfile } from '../auth/session.schema.js';
import { defineRoute } from '../http/define-route.js';
import { ZUpdateProfileRequest } from './update-profile.schema.js';

export const profileApi = {
  get: defineRoute({
    method: 'GET',
    path: '/api/profile',
    summary: "The signed-in member's profile",
    access: 'member',
    response: ZMemberProfile,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/api/profile',
    summary: 'Change name, user name, phone or currency',
    access: 'member',
    body: ZUpdateProfileRequest,
    response: ZMemberProfile,
    errors: ['CONFLICT'],
  }),
  uploadAvatar: defineRoute({
    method: 'POST',
    path: '/api/profile/avatar',
    summary: 'Upload a new avatar (multipart `file`: an image, AVATAR_MAX_BYTES at most)',
    access: 'member',
    multipart: true,
    response: ZMemberProfile,
    errors: ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
  }),
  avatar: defineRoute({
    method: 'GET',
    path: '/api/profile/avatar',
    summary: "The member's avatar image",
    access: 'member',
    produces: 'image/*',
    errors: ['NOT_FOUND'],
  }),
} as const;
