import { defineFeature } from '../../feature';
import { pricesLive } from './prices.live';

export const pricesFeature = defineFeature({ name: 'prices', live: { prices: pricesLive } });
