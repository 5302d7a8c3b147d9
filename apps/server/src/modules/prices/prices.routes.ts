import { pricesApi } from '@member-area/shared';
import { route } from '../../module.js';
import { simulatedQuotes } from './simulated-feed.js';

export const pricesRoutes = [route(pricesApi.quotes, () => simulatedQuotes(Date.now()))];
