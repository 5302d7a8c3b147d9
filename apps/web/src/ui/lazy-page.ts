import { type ComponentType, lazy } from 'react';

/** React.lazy for a module's named export, so each page is its own chunk. */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
