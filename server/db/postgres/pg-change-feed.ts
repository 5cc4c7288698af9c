// The change feed between instances on one PostgreSQL database. A write's message is sent with
// pg_notify inside its own transaction, so PostgreSQL delivers it exactly when the write commits
// (and never for one rolled back); each instance keeps one connection that LISTENs, and opens it
// again when it is lost. A listener that was away says so (`missed`): notifications sent meanwhile
// are gone, so whoever caches must drop everything.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { decodeChange, encodeChange, type Change, type ChangeFeed, type ChangeListener } from '../change-feed.ts';
import { loadPgDriver } from './pg-driver.ts';

export const CHANGE_CHANNEL = 'tessera_changes';

/** `SELECT pg_notify(…)` for a change, to run on the connection (and in the transaction) that made it. */
export function notifyStatement(instance: string, change: Change): { text: string; values: string[] } {
  return { text: 'SELECT pg_notify($1, $2)', values: [CHANGE_CHANNEL, encodeChange(instance, change)] };
}

/** How the listening connection shows in pg_stat_activity: an operator sees whose it is. */
export function listenerName(instance: string): string {
  return `tessera-changes-${instance}`;
}

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 2000;

export class PgChangeFeed implements ChangeFeed {
  private client: pg.Client | null = null;
  private readonly listeners = new Set<ChangeListener>();
  private retryDelay = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;

  private constructor(
    private readonly config: pg.ClientConfig,
    private readonly pool: pg.Pool,
    /** This instance's name in messages: its own come back to it, and are left out. */
    readonly instance: string,
  ) {}

  /** Starts listening; rejects when the first connection cannot be made. */
  static async start(config: pg.ClientConfig, pool: pg.Pool, instance: string = randomUUID()): Promise<PgChangeFeed> {
    const feed = new PgChangeFeed(config, pool, instance);
    await feed.connect();
    return feed;
  }

  get listening(): boolean {
    return this.client !== null;
  }

  async announce(change: Change): Promise<void> {
    await this.pool.query(notifyStatement(this.instance, change));
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const driver = await loadPgDriver();
    const client = new driver.Client({ ...this.config, application_name: listenerName(this.instance) });
    client.on('notification', (message) => {
      if (message.channel !== CHANGE_CHANNEL) return;
      const change = decodeChange(this.instance, message.payload);
      if (change) this.emit(change);
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryDelay = FIRST_RETRY_MS;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => {});
    this.emit({ kind: 'missed' });
    this.reconnectLater();
  }

  private reconnectLater(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().then(
        // Whatever was sent while nobody listened is lost: say so once more, now that we hear again.
        () => {
          if (this.client) this.emit({ kind: 'missed' });
        },
        () => {
          this.retryDelay = Math.min(this.retryDelay * 2, LAST_RETRY_MS);
          this.reconnectLater();
        },
      );
    }, this.retryDelay);
    this.retryTimer.unref();
  }

  private emit(change: Change): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch {
        // A listener's failure is its own to report: it must not stop the others hearing, nor the connection.
      }
    }
  }
}
