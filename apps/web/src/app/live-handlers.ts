import type { LiveHandlers } from '../features/live';
import { WEB_FEATURES } from './features';

/** Every live topic and the feature that takes it into its cache (each feature's `live`). */
export const LIVE_HANDLERS: LiveHandlers = Object.assign({}, ...WEB_FEATURES.map((feature) => feature.live ?? {}));
