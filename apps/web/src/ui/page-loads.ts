import { useSyncExternalStore } from 'react';

// How many page chunks are on their way. The router switches pages inside a transition, so the
// old page stays on screen while the next one's code loads: this count is what tells the top
// progress bar to show.
let pending = 0;
const listeners = new Set<() => void>();

function set(next: number) {
  pending = next;
  // Not during the render that started the load: React forbids updating others mid-render.
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

/** Counts `load` as a page load until it settles. */
export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  set(pending + 1);
  return load.finally(() => set(pending - 1));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function usePageLoading(): boolean {
  return useSyncExternalStore(subscribe, () => pending > 0);
}
