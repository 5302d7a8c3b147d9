import { pricesApi } from '@member-area/shared';
import { route } from '../../module.js';

export const pricesRoutes = [route(pricesApi.quotes, ({ ctx }) => ctx.prices.quotes())];
