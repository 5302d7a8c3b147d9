import type { LiveData, LiveMessage, LiveTopic } from '@member-area/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** How one feature takes a live topic into its own cache, and which queries to re-read on reconnect. */
export interface LiveHandler<T extends LiveTopic> {
  queryKeys: readonly QueryKey[];
  apply(queryClient: QueryClient, data: LiveData<T>): void;
  /**
   * Takes what still counts from a state older than one already applied (a message from another
   * node overtaken by a newer one): for a topic whose states carry items that never change.
   */
  late?(queryClient: QueryClient, data: LiveData<T>): void;
}

/** Each feature registers the topics it owns; the channel knows none of them. */
export type LiveHandlers = { [T in Exclude<LiveTopic, 'control'>]?: LiveHandler<T> };

export function defineLiveHandler<T extends LiveTopic>(handler: LiveHandler<T>): LiveHandler<T> {
  return handler;
}

/**
 * Routes messages to their feature's handler, keeping the newest version per topic: a snapshot
 * read before a change, or a late message from another node, never overwrites a newer state.
 */
export class LiveRouter {
  readonly #versions = new Map<LiveTopic, number>();
  constructor(private readonly handlers: LiveHandlers) {}

  /** Every query a reconnect should re-read, since messages may have been missed meanwhile. */
  get queryKeys(): QueryKey[] {
    return Object.values(this.handlers).flatMap((h) => [...(h?.queryKeys ?? [])]);
  }

  /** Applies a message unless a newer one of its topic was already applied; false when dropped. */
  apply(queryClient: QueryClient, message: Exclude<LiveMessage, { topic: 'control' }>): boolean {
    const handler = this.handlers[message.topic] as LiveHandler<typeof message.topic> | undefined;
    const newest = this.#versions.get(message.topic);
    if (newest !== undefined && message.v < newest) {
      handler?.late?.(queryClient, message.data as never);
      return false;
    }
    this.#versions.set(message.topic, message.v);
    handler?.apply(queryClient, message.data as never);
    return true;
  }
}
