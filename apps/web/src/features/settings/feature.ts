import { defineFeature } from '../../feature';
import { settingsLive } from './settings.live';

export const settingsFeature = defineFeature({ name: 'settings', live: { settings: settingsLive } });
