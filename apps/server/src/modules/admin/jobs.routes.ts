import { ZJobsOverview } from '@member-area/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { requireOperator } from '../auth/index.js';
import { jobsOverview } from './jobs-overview.js';

export function adminJobsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Before validation too, so a member learns nothing about the route (404), as in admin.routes.ts.
    app.addHook('onRequest', requireOperator(ctx));

    app.get(
      '/api/admin/jobs',
      { schema: { tags: ['back office'], response: { 200: ZJobsOverview } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return jobsOverview(ctx);
      },
    );
  };
}
