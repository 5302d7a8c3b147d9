// A stand-in for the exchange's combined stream (the Binance message format the app's feed
// reads, modules/prices/binance-messages.ts) on localhost: every second, each symbol's 1-minute
// kline and 24 h ticker. The bench knows when it sent each BTC price, so a client receiving that
// price measures tick-to-client latency. BTC's cents count the seconds: each tick's price is unique.
import { createServer } from 'node:http';
import { TICKER_SYMBOLS } from '@member-area/shared';
import { WebSocketServer } from 'ws';

export interface BenchExchange {
  url: string;
  restUrl: string;
  /** BTC price as the app will quote it → when it was sent (ms, the clock clients use). */
  sentAt: Map<string, number>;
  close(): Promise<void>;
}

const now = () => performance.timeOrigin + performance.now();

/** `bases`: each symbol's starting price; prices move ±0.2 % around it, smoothly. */
export async function startExchange(bases: Record<string, number>): Promise<BenchExchange> {
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('[]'));
  const wss = new WebSocketServer({ server });
  const sentAt = new Map<string, number>();
  const minute = new Map<string, { t: number; o: number; h: number; l: number }>();
  let tick = 0;

  const priceOf = (symbol: string, i: number) => {
    const base = bases[symbol] ?? 1;
    const p = base * (1 + 0.002 * Math.sin(i / 7));
    // BTC: whole dollars from the curve, cents from the tick number (unique for 100 s).
    return symbol === 'BTC' ? Math.floor(p) + (i % 100) / 100 : Number(p.toPrecision(6));
  };
  const fmt = (n: number) => n.toFixed(8);

  const timer = setInterval(() => {
    tick += 1;
    const at = now();
    const t = Math.floor(at / 60_000) * 60_000;
    const messages: string[] = [];
    for (const symbol of TICKER_SYMBOLS) {
      const price = priceOf(symbol, tick);
      const m = minute.get(symbol);
      const k =
        m && m.t === t
          ? { ...m, h: Math.max(m.h, price), l: Math.min(m.l, price) }
          : { t, o: price, h: price, l: price };
      minute.set(symbol, k);
      const pair = `${symbol}USDT`;
      messages.push(
        JSON.stringify({
          stream: `${pair.toLowerCase()}@kline_1m`,
          data: {
            e: 'kline',
            E: Math.floor(at),
            s: pair,
            k: { t, T: t + 59_999, i: '1m', o: fmt(k.o), c: fmt(price), h: fmt(k.h), l: fmt(k.l), x: false },
          },
        }),
        JSON.stringify({
          stream: `${pair.toLowerCase()}@ticker`,
          data: { e: '24hrTicker', E: Math.floor(at), s: pair, c: fmt(price), P: '0.50' },
        }),
      );
      if (symbol === 'BTC')
        sentAt.set(
          price
            .toFixed(2)
            .replace(/\.?0+$/, '')
            .replace(/\.$/, ''),
          at,
        );
    }
    for (const socket of wss.clients) for (const m of messages) socket.send(m);
  }, 1000);

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `ws://127.0.0.1:${port}/stream`,
    restUrl: `http://127.0.0.1:${port}`,
    sentAt,
    close: async () => {
      clearInterval(timer);
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => server.close(() => resolve())));
    },
  };
}
