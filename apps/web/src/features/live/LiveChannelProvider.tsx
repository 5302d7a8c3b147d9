import { createContext, type ReactNode, useContext } from 'react';
import type { LiveHandlers } from './live-handlers';
import { type LiveStatus, useLiveChannel } from './useLiveChannel';

const LiveStatusContext = createContext<LiveStatus>('off');

/** Mount once per tab, inside the member shell: it owns the tab's one live connection. */
export function LiveChannelProvider({
  enabled,
  handlers,
  children,
}: {
  enabled: boolean;
  handlers: LiveHandlers;
  children: ReactNode;
}) {
  const status = useLiveChannel(enabled, handlers);
  return <LiveStatusContext value={status}>{children}</LiveStatusContext>;
}

export function useLiveStatus(): LiveStatus {
  return useContext(LiveStatusContext);
}
