import { defineModule } from '../../module.js';
import { settingsTopic } from './settings.live.js';
import { settingsRoutes } from './settings.routes.js';

export const settingsModule = defineModule({ name: 'settings', routes: settingsRoutes, topics: [settingsTopic] });
