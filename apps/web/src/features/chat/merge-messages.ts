import type { ChatMessage } from '@member-area/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Messages of one thread, oldest first, each once: what the tab had plus what arrived. */
export function mergeMessages(had: readonly ChatMessage[], arrived: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(had.map((m) => [m.id, m]));
  let changed = false;
  for (const m of arrived) {
    if (!byId.has(m.id)) {
      byId.set(m.id, m);
      changed = true;
    }
  }
  if (!changed) return had as ChatMessage[];
  return [...byId.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Adds a message the tab itself just sent to a cached thread (the live echo then finds it there). */
export function addToThread<T extends { messages: ChatMessage[] }>(
  queryClient: QueryClient,
  key: QueryKey,
  message: ChatMessage,
): void {
  queryClient.setQueryData<T>(key, (had) => (had ? { ...had, messages: mergeMessages(had.messages, [message]) } : had));
}
