import { ratesFromSettings, ZBrand, ZRatesResponse, ZSettings } from '@member-area/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { requireMember } from '../auth/index.js';
import { readSettings } from './settings.repo.js';

const tags = ['settings'];

export function settingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Public: the sign-in pages show the brand, the footer and the logo's link.
    app.get('/api/brand', { schema: { tags, response: { 200: ZBrand } } }, async () => ({
      brandName: ctx.config.BRAND_NAME,
      siteUrl: ctx.config.SITE_URL,
      devMailbox: ctx.config.devMailbox,
    }));

    const member = requireMember(ctx);
    app.get('/api/settings', { preHandler: member, schema: { tags, response: { 200: ZSettings } } }, async () =>
      readSettings(ctx.db),
    );

    // Every configured currency, JPY included (the spec's helper dropped JPY by accident).
    app.get('/api/rates', { preHandler: member, schema: { tags, response: { 200: ZRatesResponse } } }, async () =>
      ratesFromSettings(await readSettings(ctx.db)),
    );
  };
}
