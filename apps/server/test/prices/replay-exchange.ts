import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { WebSocketServer } from 'ws';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const lines = (name: string) => fixture(name).trim().split('\n');

/**
 * A stand-in for the exchange on localhost: the combined stream replays recorded messages (the
 * first connection gets the part before the drop, later ones the part after, then the last kline
 * of each pair again every 250 ms as the live stream does), `drop()` cuts
 * every connection and refuses new ones until `comeBack()`, and /api/v3/klines answers the
 * recorded REST klines from `startTime`.
 */
export class ReplayExchange {
  readonly server: Server;
  readonly wss: WebSocketServer;
  readonly requestedStreams: string[] = [];
  readonly klineRequests: string[] = [];
  connections = 0;
  #down = false;

  constructor() {
    const klines = JSON.parse(fixture('binance-rest-klines.json')) as Record<string, [number, ...unknown[]][]>;
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname !== '/api/v3/klines') return res.writeHead(404).end();
      this.klineRequests.push(url.search);
      const start = Number(url.searchParams.get('startTime') ?? 0);
      const rows = (klines[url.searchParams.get('symbol') ?? ''] ?? []).filter(([t]) => t >= start);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
    });
    this.wss = new WebSocketServer({ server: this.server, verifyClient: () => !this.#down });
    this.wss.on('connection', (socket, req) => {
      this.connections += 1;
      this.requestedStreams.push(new URL(req.url ?? '/', 'http://x').searchParams.get('streams') ?? '');
      const part = this.connections === 1 ? 'binance-stream-before-drop.jsonl' : 'binance-stream-after-drop.jsonl';
      const replay = lines(part);
      for (const line of replay) socket.send(line);
      // The real stream keeps talking (a kline update every second or two): the last kline of
      // each pair is sent again with a later event time, the market standing still.
      const last = new Map<string, { stream: string; data: { E: number } }>();
      for (const line of replay) {
        const message = JSON.parse(line) as { stream: string; data: { E: number } };
        if (message.stream.endsWith('@kline_1m')) last.set(message.stream, message);
      }
      let n = 0;
      const beat = setInterval(() => {
        n += 1;
        for (const message of last.values()) {
          socket.send(JSON.stringify({ ...message, data: { ...message.data, E: message.data.E + n } }));
        }
      }, 250);
      socket.on('close', () => clearInterval(beat));
    });
  }

  async listen(): Promise<{ url: string; restUrl: string }> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return { url: `ws://127.0.0.1:${port}/stream`, restUrl: `http://127.0.0.1:${port}` };
  }

  drop(): void {
    this.#down = true;
    for (const client of this.wss.clients) client.terminate();
  }

  comeBack(): void {
    this.#down = false;
  }

  async close(): Promise<void> {
    for (const client of this.wss.clients) client.terminate();
    await new Promise((resolve) => this.wss.close(resolve));
    await new Promise((resolve) => this.server.close(resolve));
  }
}
