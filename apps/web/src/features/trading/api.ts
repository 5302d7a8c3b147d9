import {
  type ClosedPositionsQuery,
  type Position,
  pricesApi,
  priceToUnits,
  profitLoss,
  tradingApi,
} from '@member-area/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { useMemberQuery } from '../auth';
import { usePrices } from '../prices';
import { tradingKeys } from './keys';

export function useMarkets() {
  return useMemberQuery({ queryKey: tradingKeys.markets, route: tradingApi.markets });
}

/** The member's open positions; the live channel pushes every change into this query. */
export function useOpenPositions() {
  return useMemberQuery({ queryKey: tradingKeys.open, route: tradingApi.openPositions });
}

export function useClosedPositions(query: Partial<ClosedPositionsQuery>) {
  return useQuery({
    queryKey: tradingKeys.history(query),
    queryFn: ({ signal }) => call(tradingApi.closedPositions, { query, signal }),
    placeholderData: (previous) => previous,
  });
}

/**
 * The last 24 hourly closes of every symbol, in one request: /trade's trend column draws them at
 * once and adds the live price as it comes. Read again after a while: a new hour closes.
 */
export function useSparklines() {
  return useQuery({
    queryKey: tradingKeys.sparklines,
    queryFn: ({ signal }) => call(pricesApi.sparklines, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** The live price of each symbol, from the ticker's quotes (pushed every few seconds). */
export function useLivePrices(): Map<string, string> {
  const prices = usePrices();
  return new Map((prices.data ?? []).map((q) => [q.symbol, q.price]));
}

/**
 * A position's P/L if it closed at `price`, computed as the server settles it (shared
 * arithmetic: cents, truncated toward zero, never beyond the margin), and as a percent of the margin.
 */
export function livePl(position: Position, price: string | undefined): { cents: bigint; percent: string } | null {
  if (!price) return null;
  const cents = profitLoss(
    {
      side: position.side,
      notional: toCents(position.notional),
      margin: toCents(position.margin),
      entry: priceToUnits(position.entryPrice),
    },
    priceToUnits(price),
  );
  const margin = toCents(position.margin);
  const percent = margin === 0n ? '0.00' : (Number((cents * 10_000n) / margin) / 100).toFixed(2);
  return { cents, percent };
}

export function toCents(usd: string): bigint {
  const negative = usd.trim().startsWith('-');
  const [whole = '0', frac = ''] = usd.replace('-', '').split('.');
  const cents = BigInt(whole) * 100n + BigInt(`${frac}00`.slice(0, 2));
  return negative ? -cents : cents;
}

export function centsToUsd(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}
