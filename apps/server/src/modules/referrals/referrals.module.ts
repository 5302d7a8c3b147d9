import { defineModule } from '../../module.js';
import { referralsRoutes } from './referrals.routes.js';

export const referralsModule = defineModule({ name: 'referrals', routes: referralsRoutes });
