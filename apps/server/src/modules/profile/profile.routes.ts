import { AVATAR_MAX_BYTES, ZMemberProfile, ZUpdateProfileRequest } from '@member-area/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { memberOf, memberRead, requireMember } from '../auth/index.js';
import type { StoredFile } from '../files/index.js';
import { ownProfile, ownProfileRead } from './get-profile.js';
import { readAvatar } from './read-avatar.js';
import { updateProfile } from './update-profile.js';
import { uploadAvatar } from './upload-avatar.js';

const tags = ['profile'];

/** Sends a private image: no sniffing by the browser, never inline HTML, cached privately. */
export function sendImage(reply: FastifyReply, file: StoredFile) {
  return reply
    .header('content-type', file.mime)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline; filename="image"')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, max-age=86400')
    .send(file.data);
}

export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireMember(ctx));

    app.get(
      '/api/profile',
      { config: { memberRead: ownProfileRead }, schema: { tags, response: { 200: ZMemberProfile } } },
      async (request) => ownProfile(await memberRead(ctx, request, ownProfileRead)),
    );

    app.patch(
      '/api/profile',
      { schema: { tags, body: ZUpdateProfileRequest, response: { 200: ZMemberProfile } } },
      async (request) => updateProfile(ctx, { memberId: memberOf(request).id, change: request.body }),
    );

    app.post(
      '/api/profile/avatar',
      { schema: { tags, consumes: ['multipart/form-data'], response: { 200: ZMemberProfile } } },
      async (request) => {
        const part = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
        if (!part) throw AppError.field('file', 'Choose an image to upload.');
        const data = await part.toBuffer();
        return uploadAvatar(ctx, { memberId: memberOf(request).id, data });
      },
    );

    app.get('/api/profile/avatar', { schema: { tags } }, async (request, reply) =>
      sendImage(reply, await readAvatar(ctx, { memberId: memberOf(request).id })),
    );
  };
}
