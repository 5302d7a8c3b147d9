import { defineModule } from '../../module.js';
import { kycTopic } from './kyc.live.js';
import { kycRoutes } from './kyc.routes.js';

export const kycModule = defineModule({ name: 'kyc', routes: kycRoutes, topics: [kycTopic] });
