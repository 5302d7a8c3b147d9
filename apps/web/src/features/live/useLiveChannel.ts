import { LIVE_PATH, type LiveMessage, ROUTES, ZLiveMessage } from '@member-area/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { queryKeys } from '../../api';
import { useClearSession } from '../auth';
import { type LiveHandlers, LiveRouter } from './live-handlers';

export type LiveStatus = 'off' | 'connecting' | 'open' | 'reconnecting';

const MIN_DELAY_MS = 1_000;
const MAX_DELAY_MS = 10_000;

export function liveUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${LIVE_PATH}`;
}

/** 1s, 2s, 4s, 8s, then 10s between attempts. */
export function reconnectDelay(attempt: number): number {
  return Math.min(MAX_DELAY_MS, MIN_DELAY_MS * 2 ** attempt);
}

/**
 * One WebSocket for the tab while a verified member is signed in. Every message carries the new
 * state, which its feature's handler puts into the query cache.
 */
export function useLiveChannel(enabled: boolean, handlers: LiveHandlers): LiveStatus {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const clearSession = useClearSession();
  const [status, setStatus] = useState<LiveStatus>(enabled ? 'connecting' : 'off');
  // Latest callbacks without reopening the socket when their identity changes.
  const deps = useRef({ queryClient, navigate, clearSession });
  deps.current = { queryClient, navigate, clearSession };
  // One router per tab: it remembers the newest version of each topic across reconnects.
  const router = useRef<LiveRouter | null>(null);
  router.current ??= new LiveRouter(handlers);

  useEffect(() => {
    if (!enabled) {
      setStatus('off');
      return;
    }
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let everOpened = false;
    let stopped = false;

    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };

    const connect = () => {
      setStatus(everOpened ? 'reconnecting' : 'connecting');
      const ws = new WebSocket(liveUrl());
      socket = ws;
      ws.onopen = () => {
        if (everOpened) {
          for (const queryKey of router.current?.queryKeys ?? []) {
            void deps.current.queryClient.invalidateQueries({ queryKey });
          }
        }
        everOpened = true;
        attempt = 0;
        setStatus('open');
      };
      ws.onmessage = (event) => {
        const message = parseMessage(event.data);
        if (!message) return;
        if (message.topic === 'control') {
          stop();
          const { navigate, clearSession } = deps.current;
          void signOutEverywhere(navigate, clearSession, message.data.reason);
          return;
        }
        router.current?.apply(deps.current.queryClient, message);
      };
      ws.onclose = () => {
        if (stopped || socket !== ws) return;
        setStatus('reconnecting');
        // A closed channel may mean the session ended: re-read it (the shell redirects if so).
        void deps.current.queryClient.invalidateQueries({ queryKey: queryKeys.session });
        timer = setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      };
    };

    // Deferred a tick: a mount that is undone at once (React's StrictMode check, a quick
    // redirect) then never opens a socket only to close it while it is still connecting.
    timer = setTimeout(connect, 0);
    return stop;
  }, [enabled]);

  return status;
}

function parseMessage(data: unknown): LiveMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = ZLiveMessage.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A block, a ban or a revoked session: forget everything and say why on the sign-in page. */
function signOutEverywhere(navigate: NavigateFunction, clearSession: () => void, reason: string) {
  clearSession();
  return navigate(ROUTES.login, { replace: true, state: { message: `You have been signed out: ${reason}` } });
}
