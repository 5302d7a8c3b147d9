import net from 'node:net';

/**
 * A TCP proxy a test can cut: PostgreSQL or Redis "goes away" (every connection through it
 * dropped, new ones refused: nothing listens on its port) and comes back on the same port,
 * while the server itself keeps running.
 */
export class CuttableProxy {
  readonly #server: net.Server;
  readonly #sockets = new Set<net.Socket>();
  #port = 0;

  private constructor(server: net.Server) {
    this.#server = server;
  }

  static async start(target: { host: string; port: number }): Promise<CuttableProxy> {
    const proxy: CuttableProxy = new CuttableProxy(
      net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          proxy.#sockets.add(socket);
          socket.on('close', () => proxy.#sockets.delete(socket));
          socket.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
      }),
    );
    await proxy.#listen(0);
    proxy.#port = (proxy.#server.address() as net.AddressInfo).port;
    return proxy;
  }

  #listen(port: number): Promise<void> {
    return new Promise((resolve) => this.#server.listen(port, '127.0.0.1', resolve));
  }

  get port(): number {
    return this.#port;
  }

  /** `url` with its host and port replaced by this proxy's. */
  through(url: string): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }

  async cut(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.#server.close(() => resolve()));
    for (const socket of this.#sockets) socket.destroy();
    await closed;
  }

  restore(): Promise<void> {
    return this.#listen(this.#port);
  }

  async close(): Promise<void> {
    if (this.#server.listening) await this.cut();
  }
}
