import { ratesFromSettings, settingsApi } from '@member-area/shared';
import { route } from '../../module.js';
import { readSettings } from './settings.repo.js';

export const settingsRoutes = [
  // Public: the sign-in pages show the brand, the footer and the logo's link.
  route(settingsApi.brand, ({ ctx }) => ({
    brandName: ctx.config.BRAND_NAME,
    siteUrl: ctx.config.SITE_URL,
    devMailbox: ctx.config.devMailbox,
  })),
  route(settingsApi.settings, ({ ctx }) => readSettings(ctx.db)),
  // Every configured currency, JPY included (the spec's helper dropped JPY by accident).
  route(settingsApi.rates, async ({ ctx }) => ratesFromSettings(await readSettings(ctx.db))),
];
