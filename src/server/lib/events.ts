import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../db/client.ts';

/**
 * Events between instances (docs/domain.md, "Several instances"): a module publishes a small fact
 * (ids only, never personal data) on a channel, and every subscriber of every instance hears it.
 * On PostgreSQL through LISTEN/NOTIFY; on PGlite (one instance) through an in-process emitter.
 *
 * Events are hints, not a log: one published while an instance's listening connection is down is
 * not heard there, so a subscriber reads the current state from the database rather than trusting
 * the payload alone. Publish after the change has committed (the in-process emitter delivers at
 * once; a NOTIFY sent inside a transaction would be delivered only at its commit, and never if it
 * rolls back).
 */
export type EventPayload = Record<string, string | number | boolean | null>;
export type EventHandler = (payload: EventPayload) => void | Promise<void>;

export type Events = {
  /** Sends `payload` to every subscriber of `channel` on every instance. */
  publish: (channel: string, payload: EventPayload) => Promise<void>;
  /**
   * Calls `handler` for each event on `channel` from now on. Resolves once listening (when the
   * database does not answer, once a retry is scheduled) with a function that stops it.
   */
  subscribe: (channel: string, handler: EventHandler) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

/** Channel names: lower-case words joined by hyphens ("ticket-assigned"). */
const CHANNEL = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; ours are a few ids. */
const MAX_PAYLOAD_BYTES = 1000;

function encode(channel: string, payload: EventPayload): string {
  if (!CHANNEL.test(channel) || channel.length > 63) throw new Error(`invalid event channel "${channel}"`);
  const text = JSON.stringify(payload);
  if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) throw new Error(`event payload on ${channel} too large`);
  return text;
}

/** Runs each handler, logging (by channel only) one that fails, so one subscriber cannot stop another. */
function deliver(log: Logger, channel: string, handlers: Iterable<EventHandler>, payload: EventPayload) {
  for (const handler of handlers) {
    Promise.resolve()
      .then(() => handler(payload))
      .catch((error: unknown) => log.error({ err: error, channel }, 'event handler failed'));
  }
}

/** PGlite serves one instance: its events stay in the process. */
export function createLocalEvents(log: Logger): Events {
  const emitter = new EventEmitter();
  const handlers = new Map<string, Set<EventHandler>>();
  emitter.on('event', (channel: string, payload: EventPayload) =>
    deliver(log, channel, handlers.get(channel) ?? [], payload),
  );
  return {
    publish: async (channel, payload) => {
      emitter.emit('event', channel, JSON.parse(encode(channel, payload)) as EventPayload);
    },
    subscribe: async (channel, handler) => {
      encode(channel, {});
      const set = handlers.get(channel) ?? new Set();
      handlers.set(channel, set.add(handler));
      return async () => {
        set.delete(handler);
      };
    },
    close: async () => {
      handlers.clear();
      emitter.removeAllListeners();
    },
  };
}

export type PostgresEventsOptions = {
  /** A new connection of its own, outside the pool: LISTEN holds it for as long as the app runs. */
  newClient: () => pg.Client;
  /** Sends the NOTIFY on the app's pool (`select pg_notify(channel, text)`). */
  notify: (channel: string, text: string) => Promise<void>;
  log: Logger;
  /** The first wait before reconnecting a dropped listening connection; it doubles up to 30 s. */
  retryMs?: number;
};

function parsePayload(text: string | undefined): EventPayload | undefined {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as EventPayload) : undefined;
  } catch {
    return undefined;
  }
}

type Handlers = Map<string, Set<EventHandler>>;

/** Delivers the client's notifications to the channel's handlers; a lost connection calls `dropped`. */
function watch(c: pg.Client, handlers: Handlers, log: Logger, dropped: (c: pg.Client) => void) {
  c.on('error', () => dropped(c));
  c.on('end', () => dropped(c));
  c.on('notification', (message) => {
    const payload = parsePayload(message.payload);
    if (payload) deliver(log, message.channel, handlers.get(message.channel) ?? [], payload);
  });
}

/**
 * PostgreSQL: one dedicated listening connection per instance. When it drops (a restart, a
 * failover, a terminated backend) it is reopened after a wait that doubles from `retryMs` up to
 * 30 s, and every channel that has a subscriber is listened to again. NOTIFY goes through the pool.
 */
export function createPostgresEvents(options: PostgresEventsOptions): Events {
  const { log } = options;
  const firstWait = options.retryMs ?? 500;
  const handlers: Handlers = new Map();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let wait = firstWait;
  let closed = false;

  const listen = (c: pg.Client, channel: string) => c.query(`LISTEN ${c.escapeIdentifier(channel)}`);

  function dropped(c: pg.Client) {
    if (c !== client) return;
    client = undefined;
    c.end().catch(() => {});
    if (closed) return;
    log.warn('event listener connection lost');
    scheduleReconnect();
  }

  async function open(): Promise<pg.Client> {
    const c = options.newClient();
    watch(c, handlers, log, dropped);
    try {
      await c.connect();
      for (const channel of handlers.keys()) await listen(c, channel);
    } catch (error) {
      c.end().catch(() => {});
      throw error;
    }
    if (closed) await c.end();
    else client = c;
    wait = firstWait;
    return c;
  }

  function connected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= open().finally(() => (connecting = undefined));
    return connecting;
  }

  function scheduleReconnect() {
    if (retryTimer || closed) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connected().catch((error: unknown) => {
        log.warn({ err: error }, 'event listener cannot reconnect yet');
        wait = Math.min(wait * 2, 30_000);
        scheduleReconnect();
      });
    }, wait);
    retryTimer.unref();
  }

  async function unsubscribe(channel: string, handler: EventHandler) {
    const set = handlers.get(channel);
    if (!set?.delete(handler) || set.size > 0) return;
    handlers.delete(channel);
    if (client) await client.query(`UNLISTEN ${client.escapeIdentifier(channel)}`).catch(() => {});
  }

  return {
    publish: async (channel, payload) => options.notify(channel, encode(channel, payload)),
    subscribe: async (channel, handler) => {
      encode(channel, {});
      handlers.set(channel, (handlers.get(channel) ?? new Set()).add(handler));
      try {
        // LISTEN twice on one connection is harmless; a reconnect listens to every channel again.
        await listen(await connected(), channel);
      } catch (error) {
        log.warn({ err: error }, 'event listener cannot connect yet');
        scheduleReconnect();
      }
      return () => unsubscribe(channel, handler);
    },
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      handlers.clear();
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}

/**
 * The events of a database: PostgreSQL's LISTEN/NOTIFY when it is one (several instances share it),
 * else an in-process emitter (PGlite, one instance). The app and the jobs CLI both open theirs here.
 */
export function eventsFor(database: Database, log: Logger): Events {
  if (!database.newClient) return createLocalEvents(log);
  return createPostgresEvents({
    newClient: database.newClient,
    notify: async (channel, text) => {
      await database.db.execute(sql`select pg_notify(${channel}, ${text})`);
    },
    log,
  });
}
