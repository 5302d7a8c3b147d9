import { defineModule } from '../../module.js';
import { profileTopic } from './profile.live.js';
import { profileRoutes } from './profile.routes.js';

export const profileModule = defineModule({ name: 'profile', routes: profileRoutes, topics: [profileTopic] });
