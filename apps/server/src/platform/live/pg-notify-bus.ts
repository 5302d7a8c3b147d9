import { randomUUID } from 'node:crypto';
import type { LiveMessage } from '@member-area/shared';
import pg from 'pg';
import { applicationName, keepRunningOnBrokenConnections } from '../db/database.js';
import {
  type LiveBus,
  type LiveChannel,
  type LiveEvent,
  LocalFanout,
  UNSENT_RETRY_MS,
  UnsentEvents,
} from './live-bus.js';

/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_PAYLOAD = 7500;

interface Envelope {
  node: string;
  events: LiveEvent[];
}

/**
 * Cross-node live bus on Postgres LISTEN/NOTIFY, batched: events published on this node
 * within `flushMs` leave in as few NOTIFYs as fit in the payload limit, sent from one
 * pooled connection outside any write transaction. A NOTIFY per write transaction
 * would take Postgres' commit-time notify lock on every write (halving tpcb throughput
 * here, see DESIGN.md).
 */
export class PgNotifyLiveBus implements LiveBus {
  readonly kind = 'postgres';
  readonly #node = randomUUID();
  readonly #local = new LocalFanout();
  readonly #pool: pg.Pool;
  private readonly channel: string;
  #listener: pg.Client | undefined;
  #pending: LiveEvent[] = [];
  /** What a failed flush did not send: sent first by the next one. */
  readonly #unsent = new UnsentEvents();
  #timer: NodeJS.Timeout | undefined;
  #closed = false;
  #flushing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly url: string,
    private readonly schema: string,
    private readonly flushMs: number,
    private readonly onError: (err: unknown) => void,
  ) {
    // One NOTIFY channel per database schema, so apps on other schemas never hear us.
    this.channel = `member_area_live_${schema}`;
    this.#pool = new pg.Pool({
      connectionString: url,
      max: 1,
      application_name: applicationName('live bus', schema),
      // A network that drops silently must not hold the flushes (and their events) forever.
      connectionTimeoutMillis: 10_000,
      query_timeout: 10_000,
    });
    keepRunningOnBrokenConnections(this.#pool, (err) => this.onError(err));
  }

  static async connect(
    url: string,
    opts: { schema?: string; flushMs?: number; onError?: (err: unknown) => void } = {},
  ): Promise<PgNotifyLiveBus> {
    const bus = new PgNotifyLiveBus(url, opts.schema ?? 'public', opts.flushMs ?? 20, opts.onError ?? (() => {}));
    await bus.#listen();
    return bus;
  }

  async #listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      application_name: applicationName('live listener', this.schema),
    });
    // This node's own envelopes come back too: they are known by their opening, never parsed.
    const ours = envelopeHead(this.#node);
    client.on('notification', (n) => {
      if (n.channel !== this.channel || !n.payload || n.payload.startsWith(ours)) return;
      const envelope = JSON.parse(n.payload) as Envelope;
      for (const event of envelope.events) this.#local.deliver(event);
    });
    client.on('error', (err) => {
      this.onError(err);
      this.#relisten();
    });
    await client.connect();
    await client.query(`LISTEN ${this.channel}`);
    this.#listener = client;
  }

  #relisten() {
    this.#listener = undefined;
    if (this.#closed) return;
    setTimeout(() => {
      this.#listen()
        // Events may have been missed while disconnected: have every connection re-read.
        .then(() => this.#local.deliver({ channel: '*', resync: true }))
        .catch((err) => {
          this.onError(err);
          this.#relisten();
        });
    }, 1000).unref();
  }

  publish(channel: LiveChannel, message: LiveMessage): void {
    this.send({ channel, message });
  }

  send(event: LiveEvent): void {
    this.#local.deliverSoon(event);
    this.#pending.push(event);
    this.#flushIn(this.flushMs);
  }

  #flushIn(ms: number): void {
    this.#timer ??= setTimeout(() => {
      this.#flushing = this.#flushing.then(() => this.#flush());
    }, ms);
  }

  async #flush(): Promise<void> {
    this.#timer = undefined;
    const events = [...this.#unsent.take(), ...this.#pending];
    this.#pending = [];
    const envelopes = packEnvelopeGroups(this.#node, events);
    for (const [i, { payload }] of envelopes.entries()) {
      try {
        await this.#pool.query('SELECT pg_notify($1, $2)', [this.channel, payload]);
      } catch (err) {
        // Other nodes' tabs would miss these (a sign-out among them): kept, and tried again.
        this.onError(err);
        this.#unsent.keep(envelopes.slice(i).flatMap((e) => e.events));
        if (!this.#closed) this.#flushIn(UNSENT_RETRY_MS);
        return;
      }
    }
  }

  subscribe(listener: (event: LiveEvent) => void) {
    return this.#local.subscribe(listener);
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#flushing = this.#flushing.then(() => this.#flush());
    }
    await this.#flushing;
    await this.#listener?.end().catch(() => {});
    await this.#pool.end();
  }
}

/**
 * Packs events into JSON envelopes (`{"node":…,"events":[…]}`) under the payload limit, each
 * event encoded once (a flush carries a hundred events or more under load); an event too large
 * for any envelope becomes a resync.
 */
export function packEnvelopes(node: string, events: LiveEvent[]): string[] {
  return packEnvelopeGroups(node, events).map((e) => e.payload);
}

/** packEnvelopes(), each payload with the events it carries (what is kept when it fails). */
function packEnvelopeGroups(node: string, events: LiveEvent[]): { payload: string; events: LiveEvent[] }[] {
  const head = envelopeHead(node);
  const tail = ']}';
  const empty = Buffer.byteLength(head) + tail.length;
  const envelopes: { payload: string; events: LiveEvent[] }[] = [];
  let batch: string[] = [];
  let carried: LiveEvent[] = [];
  let size = empty;
  for (const event of events) {
    let json = JSON.stringify(event);
    if (empty + Buffer.byteLength(json) > MAX_PAYLOAD) json = JSON.stringify(tooLarge(event));
    const bytes = Buffer.byteLength(json) + (batch.length > 0 ? 1 : 0); // and its comma
    if (size + bytes > MAX_PAYLOAD && batch.length > 0) {
      envelopes.push({ payload: head + batch.join(',') + tail, events: carried });
      batch = [];
      carried = [];
      size = empty;
    }
    size += Buffer.byteLength(json) + (batch.length > 0 ? 1 : 0);
    batch.push(json);
    carried.push(event);
  }
  if (batch.length > 0) envelopes.push({ payload: head + batch.join(',') + tail, events: carried });
  return envelopes;
}

/** How every envelope of a node begins (JSON.stringify of `{ node, events }`). */
const envelopeHead = (node: string) => `{"node":${JSON.stringify(node)},"events":[`;

/**
 * What stands for an event too large to send: a state, a re-read of its topic by the nodes that
 * hold its channel's sockets; a revocation, closing them all (too many is safe, too few is not).
 */
function tooLarge(event: LiveEvent): LiveEvent {
  if ('revoked' in event) return { channel: event.channel, revoked: { allExcept: null } };
  if (!('message' in event)) return event;
  const { channel, message } = event;
  // A sign-out: closing every socket of the member is what it does.
  if (message.topic === 'control' && channel.startsWith('user:')) {
    return { channel: channel as `user:${string}`, revoked: { allExcept: null } };
  }
  if (message.topic === 'control' || message.topic === 'prices') return { channel, resync: true };
  return { channel, resync: true, topic: message.topic };
}
