import { useEffect, useSyncExternalStore } from 'react';
import { usePrices } from '../prices';

// The prices seen since the page opened, per symbol (a bounded ring): the sparkline on /trade
// and the chart's fallback until the candle route (another part of issue 20) answers.

const MAX = 240;
const seen = new Map<string, { time: number; price: number }[]>();
const listeners = new Set<() => void>();
let version = 0;

function record(symbol: string, price: string) {
  const list = seen.get(symbol) ?? [];
  const time = Math.floor(Date.now() / 1000);
  const last = list[list.length - 1];
  // A display value only (a chart point), never money.
  const value = Number(price);
  if (last && last.time === time) last.price = value;
  else list.push({ time, price: value });
  if (list.length > MAX) list.splice(0, list.length - MAX);
  seen.set(symbol, list);
}

/** Records every quote pushed to the ticker while a trade page is open. */
export function useRecordPrices() {
  const prices = usePrices();
  useEffect(() => {
    if (!prices.data) return;
    for (const q of prices.data) record(q.symbol, q.price);
    version += 1;
    for (const l of listeners) l();
  }, [prices.data]);
}

export function usePriceHistory(symbol: string): readonly { time: number; price: number }[] {
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => version,
  );
  return seen.get(symbol) ?? [];
}
