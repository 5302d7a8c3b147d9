import { createContext, type ReactNode, useContext } from 'react';
import { type LiveStatus, useLiveChannel } from './useLiveChannel';

const LiveStatusContext = createContext<LiveStatus>('off');

/** Mount once per tab, inside the member shell: it owns the tab's one live connection. */
export function LiveChannelProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const status = useLiveChannel(enabled);
  return <LiveStatusContext value={status}>{children}</LiveStatusContext>;
}

export function useLiveStatus(): LiveStatus {
  return useContext(LiveStatusContext);
}
