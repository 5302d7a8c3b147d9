import { useSyncExternalStore } from 'react';

// Whether this tab's chat panel is open: the toggle and the user menu's contact item share it.
let open = false;
const listeners = new Set<() => void>();

export function setChatOpen(value: boolean): void {
  if (open === value) return;
  open = value;
  for (const l of listeners) l();
}

export function useChatOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
  );
}
