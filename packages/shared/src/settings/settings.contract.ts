import { defineRoute } from '../http/define-route.js';
import { BRAND_PATH } from '../http/first-page.routes.js';
import { ZBrand } from './brand.schema.js';
import { ZRatesResponse, ZSettings } from './settings.schema.js';

/** Brand, member-visible settings and currency rates. */
export const settingsApi = {
  brand: defineRoute({
    method: 'GET',
    path: BRAND_PATH,
    summary: 'The brand: name, public site, whether the dev mailbox is on',
    access: 'public',
    response: ZBrand,
  }),
  settings: defineRoute({
    method: 'GET',
    path: '/api/settings',
    summary: 'Settings members see (contact menu, rates)',
    access: 'member',
    response: ZSettings,
  }),
  rates: defineRoute({
    method: 'GET',
    path: '/api/rates',
    summary: 'Every configured currency rate against USD',
    access: 'member',
    response: ZRatesResponse,
  }),
} as const;
