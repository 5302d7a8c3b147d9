import { AVATAR_MAX_BYTES, profileApi } from '@member-area/shared';
import type { FastifyReply } from 'fastify';
import { route } from '../../module.js';
import { AppError } from '../../platform/http/app-error.js';
import { type StoredFile, sendStoredFile } from '../files/index.js';
import { ownProfile, ownProfileRead } from './get-profile.js';
import { readAvatar } from './read-avatar.js';
import { updateProfile } from './update-profile.js';
import { uploadAvatar } from './upload-avatar.js';

/** Sends a private image: no sniffing by the browser, never inline HTML, cached privately. */
export function sendImage(reply: FastifyReply, file: StoredFile) {
  return sendStoredFile(reply, file, 'private, max-age=86400');
}

export const profileRoutes = [
  route(
    profileApi.get,
    ({ read }) => ownProfile(read),
    // Read in the session's own statement: one round trip.
    { memberRead: ownProfileRead },
  ),
  route(profileApi.update, ({ ctx, member, body }) => updateProfile(ctx, { memberId: member.id, change: body })),
  route(profileApi.uploadAvatar, async ({ ctx, member, request }) => {
    const part = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
    if (!part) throw AppError.field('file', 'Choose an image to upload.');
    return uploadAvatar(ctx, { memberId: member.id, data: await part.toBuffer() });
  }),
  route(profileApi.avatar, async ({ ctx, member, reply }) =>
    sendImage(reply, await readAvatar(ctx, { memberId: member.id })),
  ),
];
