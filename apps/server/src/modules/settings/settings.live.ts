import { defineLiveTopic } from '../../platform/live/live-topics.js';
import { readSettings } from './settings.repo.js';

/** The shared settings record: rates and menuContact, the same for every member. */
export const settingsTopic = defineLiveTopic({
  name: 'settings',
  audience: 'everyone',
  read: (db) => readSettings(db),
});
