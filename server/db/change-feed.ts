// What one instance tells the others serving the same database, so that what they keep in memory
// stays right: which tables a committed write changed (their response and count caches go), and that
// the schema was reloaded. On PostgreSQL the messages travel
// by NOTIFY/LISTEN (postgres/pg-change-feed.ts); a sql.js file has one instance (its file lock sees
// to that), so its feed has nobody to tell.

export type Change =
  /** A committed write; `'*'` when the tables are not known (a schema change, too many to name). */
  | { kind: 'data'; tables: string[] | '*' }
  /** The content-type builder wrote the model files and this instance reloaded them. */
  | { kind: 'schema' }
  /**
   * This instance could not hear the others for a while (its listening connection was lost):
   * anything may have changed meanwhile.
   */
  | { kind: 'missed' };

export type ChangeListener = (change: Change) => void;

export interface ChangeFeed {
  /** Whether changes of other instances reach this one right now (a cache may only trust itself then). */
  readonly listening: boolean;
  /** Tells the other instances of a change made outside a write (a schema reload, a sign-out). */
  announce(change: Change): Promise<void>;
  /** Calls `listener` with each change another instance made; returns a function that stops it. */
  subscribe(listener: ChangeListener): () => void;
  close(): Promise<void>;
}

/** The feed of a database only this process serves. */
export class SingleInstanceFeed implements ChangeFeed {
  readonly listening = true;

  async announce(): Promise<void> {}

  subscribe(): () => void {
    return () => {};
  }

  async close(): Promise<void> {}
}

/** Past this many bytes a list of tables is sent as `'*'`: NOTIFY payloads must stay under 8000 bytes. */
const MAX_PAYLOAD = 7000;

/** One message on the wire: the change and which instance made it (so it can ignore its own). */
export function encodeChange(instance: string, change: Change): string {
  const text = JSON.stringify({ from: instance, change });
  if (text.length <= MAX_PAYLOAD || change.kind !== 'data') return text;
  return JSON.stringify({ from: instance, change: { kind: 'data', tables: '*' } });
}

/** The change a message carries, or null for one sent by `self` or not understood. */
export function decodeChange(self: string, payload: string | undefined): Change | null {
  let message: { from?: unknown; change?: Change };
  try {
    message = JSON.parse(payload ?? '');
  } catch {
    return null;
  }
  if (!message || typeof message !== 'object' || message.from === self) return null;
  const change = message.change;
  const kinds = ['data', 'schema', 'missed'];
  return change && typeof change === 'object' && kinds.includes(change.kind) ? change : null;
}
