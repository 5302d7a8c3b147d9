import type { LiveMessage } from '@member-area/shared';
import pLimit, { type LimitFunction } from 'p-limit';
import type { WebSocket } from 'ws';
import type { AppContext } from '../../app-context.js';
import { FoldedRuns } from '../../platform/live/folded-runs.js';
import type { LiveChannel, LiveEvent, RevokedSessions } from '../../platform/live/live-bus.js';
import type { TopicName } from '../../platform/live/live-topics.js';
import { liveSessionIds } from '../auth/index.js';
import { liveSnapshot } from './live-snapshot.js';

interface Connection {
  userId: string;
  sessionId: string;
  socket: WebSocket;
}

/** Close codes the web app understands. */
export const CLOSE_SIGNED_OUT = 4001;
export const CLOSE_SESSION_ENDED = 4401;
/** Sent when a state could not be re-read: the tab reconnects and reads everything. */
export const CLOSE_REREAD_FAILED = 1011;
/** Sent when a socket is accepted over the cap (two upgrades racing past the route's check). */
export const CLOSE_TOO_MANY = 4429;
/**
 * Open live sockets one member may hold on one node. Over it, the new upgrade is refused
 * (429) rather than the oldest tab closed: the web app reconnects a closed tab at once, so
 * closing the oldest would make eleven tabs evict each other in a loop, while a refused
 * upgrade backs off and gets in when a tab closes.
 */
export const MAX_SOCKETS_PER_MEMBER = 10;
/**
 * A message as the UTF-8 bytes of its JSON, made once per event: sending a string would
 * have ws encode it again for every one of a thousand sockets.
 */
const encode = (message: LiveMessage): Buffer => Buffer.from(JSON.stringify(message));

/** A client this far behind is dropped; it re-reads everything when it reconnects. */
const MAX_BUFFERED_BYTES = 1 << 20;

/**
 * This node's open live connections. Bus events are routed to the sockets of the member
 * they concern (`user:<id>`) or to everyone (`everyone`); each message carries full state.
 */
export class LiveHub {
  readonly #byUser = new Map<string, Set<Connection>>();
  /** Users on this node whose role opens the back office: the `operators` channel reaches them. */
  readonly #operators = new Set<string>();
  readonly #unsubscribe: () => void;
  readonly #sweeper: NodeJS.Timeout;
  /**
   * Connect snapshots use half the database's connections at most; the rest stay for requests.
   * After a restart every open tab reconnects at once, and a snapshot is a transaction of some
   * ten statements holding a pooled connection throughout: a thousand of them took the whole
   * pool for seconds, every other request (the operator's settings change too) queued behind.
   */
  readonly #snapshots: LimitFunction;
  /** Re-reads running, by what they read (see #reread). */
  readonly #rereads: FoldedRuns;

  constructor(private readonly ctx: AppContext) {
    this.#snapshots = pLimit(Math.max(1, Math.floor(ctx.database.connections / 2)));
    this.#rereads = new FoldedRuns((err) => ctx.log.error({ err }, 'live: re-read failed'));
    this.#unsubscribe = ctx.bus.subscribe((event) => {
      this.#route(event).catch((err) => ctx.log.error({ err }, 'live: routing failed'));
    });
    this.#sweeper = setInterval(() => {
      this.#sweep().catch((err) => ctx.log.error({ err }, 'live: sweep failed'));
    }, 30_000);
    this.#sweeper.unref();
  }

  get size(): number {
    let n = 0;
    for (const set of this.#byUser.values()) n += set.size;
    return n;
  }

  /** Open sockets of one member on this node. */
  countOf(userId: string): number {
    return this.#byUser.get(userId)?.size ?? 0;
  }

  async add(userId: string, sessionId: string, socket: WebSocket, operator = false): Promise<void> {
    if (this.countOf(userId) >= MAX_SOCKETS_PER_MEMBER) {
      socket.close(CLOSE_TOO_MANY, 'too many live connections');
      return;
    }
    const connection: Connection = { userId, sessionId, socket };
    let set = this.#byUser.get(userId);
    if (!set) {
      set = new Set();
      this.#byUser.set(userId, set);
    }
    set.add(connection);
    if (operator) this.#operators.add(userId);
    socket.on('close', () => {
      set.delete(connection);
      if (set.size === 0 && this.#byUser.get(userId) === set) {
        this.#byUser.delete(userId);
        this.#operators.delete(userId);
      }
    });
    socket.on('message', () => {}); // the channel is server-to-client; pings are answered by ws
    // Subscribing and re-reading after a reconnect are the same thing: send current state.
    // A tab closed while it waited for its turn needs no snapshot.
    const messages = await this.#snapshots(async () =>
      socket.readyState === socket.OPEN ? liveSnapshot(this.ctx, userId, operator) : [],
    );
    for (const message of messages) this.#send(connection, encode(message));
  }

  /** Sends one message to every connection on this node (prices: each node computes the same ones). */
  broadcast(message: LiveMessage): void {
    const payload = encode(message);
    for (const set of this.#byUser.values()) for (const c of set) this.#send(c, payload);
  }

  /** Every event reaches every node: one whose channel has no socket here costs a map lookup. */
  async #route(event: LiveEvent): Promise<void> {
    if ('resync' in event) return this.#resync(event.channel, event.topic);
    if ('revoked' in event) return this.#endSessions(event.channel.slice('user:'.length), event.revoked);
    if (event.channel === 'everyone') return this.broadcast(event.message);
    const users = this.#usersOn(event.channel);
    if (users.length === 0) return;
    const payload = encode(event.message);
    for (const userId of users) {
      for (const c of this.#byUser.get(userId) ?? []) {
        this.#send(c, payload);
        if (event.message.topic === 'control') c.socket.close(CLOSE_SIGNED_OUT, 'signed out');
      }
    }
  }

  /**
   * Re-reads a channel's state for the members whose sockets this node holds, no one else's:
   * every node hears a resync, and a snapshot is a transaction of some ten statements.
   */
  #resync(channel: LiveChannel | '*', topic?: TopicName): void {
    const what = topic ?? '*';
    if (channel === 'everyone') {
      if (this.#byUser.size === 0) return;
      this.#reread(`everyone|${what}`, async () => {
        for (const message of await liveSnapshot(this.ctx, undefined, false, topic)) this.broadcast(message);
      });
      return;
    }
    if (channel === 'operators' && topic !== undefined) {
      // An operators' topic is one state for all of them: read once.
      if (this.#operators.size === 0) return;
      this.#reread(
        `operators|${what}`,
        async () => {
          const [first] = this.#operators;
          if (first === undefined) return;
          const payloads = (await liveSnapshot(this.ctx, first, true, topic)).map(encode);
          for (const userId of this.#operators) this.#sendAll(userId, payloads);
        },
        () => {
          for (const userId of this.#operators) this.#drop(userId);
        },
      );
      return;
    }
    for (const userId of channel === '*' ? [...this.#byUser.keys()] : this.#usersOn(channel)) {
      this.#reread(
        `user:${userId}|${what}`,
        async () => {
          if (!this.#byUser.has(userId)) return;
          const operator = this.#operators.has(userId);
          this.#sendAll(userId, (await liveSnapshot(this.ctx, userId, operator, topic)).map(encode));
        },
        () => this.#drop(userId),
      );
    }
  }

  /**
   * Runs a re-read within the snapshots' share of the pool, one at a time per key (events that
   * ask while it runs fold into one more run after it). A read that fails closes the sockets it
   * was for: they reconnect at once and read everything afresh, rather than keep a state that
   * moved on.
   */
  #reread(key: string, read: () => Promise<void>, onFailure: () => void = () => {}): void {
    this.#rereads.request(key, async () => {
      try {
        await this.#snapshots(read);
      } catch (err) {
        onFailure();
        throw err;
      }
    });
  }

  #sendAll(userId: string, payloads: readonly Buffer[]): void {
    for (const c of this.#byUser.get(userId) ?? []) for (const p of payloads) this.#send(c, p);
  }

  /** Closes a member's sockets here: the tabs reconnect and read their whole state. */
  #drop(userId: string): void {
    for (const c of this.#byUser.get(userId) ?? []) c.socket.close(CLOSE_REREAD_FAILED, 'state re-read failed');
  }

  /** The members on this node a channel reaches. */
  #usersOn(channel: Exclude<LiveChannel, 'everyone'>): string[] {
    if (channel === 'operators') return [...this.#operators];
    const userId = channel.slice('user:'.length);
    return this.#byUser.has(userId) ? [userId] : [];
  }

  /** Closes, at once, the sockets of sessions that just ended. */
  #endSessions(userId: string, revoked: RevokedSessions): void {
    const ended =
      'sessionIds' in revoked
        ? (c: Connection) => revoked.sessionIds.includes(c.sessionId)
        : (c: Connection) => c.sessionId !== revoked.allExcept;
    for (const c of this.#byUser.get(userId) ?? []) if (ended(c)) c.socket.close(CLOSE_SESSION_ENDED, 'session ended');
  }

  #send(c: Connection, payload: Buffer): void {
    if (c.socket.readyState !== c.socket.OPEN) return;
    if (c.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      c.socket.terminate();
      return;
    }
    c.socket.send(payload, { binary: false });
  }

  /** Closes connections whose session was revoked or expired (password change, sign-out elsewhere). */
  async #sweep(): Promise<void> {
    const all = [...this.#byUser.values()].flatMap((set) => [...set]);
    const live = await liveSessionIds(this.ctx.db, [...new Set(all.map((c) => c.sessionId))]);
    for (const c of all) if (!live.has(c.sessionId)) c.socket.close(CLOSE_SESSION_ENDED, 'session ended');
  }

  close(): void {
    this.#unsubscribe();
    clearInterval(this.#sweeper);
    for (const set of this.#byUser.values()) for (const c of set) c.socket.terminate();
    this.#byUser.clear();
  }
}
