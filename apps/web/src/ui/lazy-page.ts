import { type ComponentType, lazy } from 'react';
import { trackPageLoad } from './page-loads';

/**
 * React.lazy for a module's named export, so each page is its own chunk. The load is tracked
 * (the top progress bar shows while it runs); a chunk that fails reaches the error boundary.
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await trackPageLoad(load()))[name] }));
}
