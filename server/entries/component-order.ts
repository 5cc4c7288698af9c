// The order in which Strapi 4.26 inserts new component rows, which fixes the ids they get.
// Strapi creates the items of a repeatable component or dynamic zone concurrently (p-map, no limit),
// each after its own nested components. On SQLite every query waits for the single pooled connection
// in first-come order, so a row is inserted when its flow reaches the head of that queue: an item
// with no nested work goes in the first round, a parent only after its children's create (insert,
// relation transaction, reload) is done, and queries issued in the same round are ordered by how
// many promise hops each flow took to reach them (one per p-map level, a few for an empty list).
// On PostgreSQL its pool runs the flows' queries side by side: a flow advances one query a round
// whatever the others do, so an item with fewer queries before its insert (fewer links written in
// its relation transaction: BEGIN, one INSERT per relation, media or component field set, COMMIT)
// is inserted first, and flows that tie race (Strapi's own runs differ there).
// This module replays that schedule over a plan of component operations; it touches no database.

/** How Strapi's connection pool serves the queries of concurrent flows. */
export type Pool = 'one-connection' | 'concurrent';

/** One component row written by a request: created (gets an id) or updated in place. */
export interface ComponentOp {
  kind: 'create' | 'update';
  /** Its component attributes that the input sets, in the model's attribute order. */
  fields: FieldOp[];
  /** Update only: whether the row has columns to update (Strapi skips the UPDATE otherwise). */
  hasColumns?: boolean;
  /** Create only: the link writes of its relation transaction (relations, media, component fields set). */
  linkWrites?: number;
}

/** One component or dynamic-zone attribute of a row, as the input sets it. */
export interface FieldOp {
  many: boolean;
  /** Items in the order sent; for a single component, one item or none (null). */
  items: ComponentOp[];
  /** Update only: the rows of this attribute that the input drops, deleted one after another. */
  deletes?: DeletedRow[];
  /** Update only: how many queries loading the previous value takes. */
  loadQueries?: number;
}

/** A component row being deleted, with its own component attributes (each loaded, then emptied). */
export interface DeletedRow {
  fields: Array<{ loadQueries: number; rows: DeletedRow[] }>;
}

// A flow yields what it waits on: one query on the connection, promise hops, or child flows.
type Wait = { query: ComponentOp | null } | { hops: number } | { all: Flow[]; startHops: number };
type Flow = Generator<Wait, void, void>;

/** The create operations of a request, in the order Strapi inserts their rows. */
export function insertOrder(
  mode: 'create' | 'update',
  fields: FieldOp[],
  pool: Pool = 'one-connection',
): ComponentOp[] {
  const inserted: ComponentOp[] = [];
  const root: ComponentOp = { kind: mode, fields };
  new Schedule(inserted, pool).run(writeFields(root, pool));
  return inserted;
}

function* writeFields(op: ComponentOp, pool: Pool): Flow {
  for (const field of op.fields) {
    if (op.kind === 'update') {
      for (let i = 0; i < (field.loadQueries ?? 2); i++) yield { query: null };
      for (const row of field.deletes ?? []) yield* deleteRow(row);
    }
    if (!field.many) {
      if (field.items.length) yield { all: [writeRow(field.items[0], pool)], startHops: 0 };
    } else if (field.items.length === 0) {
      yield { hops: 3 };
    } else {
      yield { all: field.items.map((item) => writeRow(item, pool)), startHops: 1 };
    }
  }
}

function* writeRow(op: ComponentOp, pool: Pool): Flow {
  yield* writeFields(op, pool);
  if (op.kind === 'create') {
    yield { query: op }; // INSERT
    // The relation transaction: on SQLite it holds the one connection; on PostgreSQL each of its
    // queries (BEGIN, a write per link, COMMIT) is a round of its own.
    const transaction = pool === 'concurrent' ? 2 + (op.linkWrites ?? 0) : 1;
    for (let i = 0; i < transaction; i++) yield { query: null };
    yield { query: null }; // reload
  } else {
    yield { query: null }; // SELECT the row
    if (op.hasColumns) yield { query: null }; // UPDATE
    yield { query: null }; // relations transaction
    yield { query: null }; // reload
  }
}

function* deleteRow(row: DeletedRow): Flow {
  for (const field of row.fields) {
    for (let i = 0; i < field.loadQueries; i++) yield { query: null };
    if (field.rows.length) yield { all: field.rows.map(deleteRow), startHops: 1 };
  }
  yield { query: null }; // SELECT
  yield { query: null }; // DELETE
  yield { query: null }; // relations transaction
}

interface Task {
  flow: Flow;
  parent: Task | null;
  /** Children still running, while the task waits on them. */
  pending: number;
}

interface Event {
  round: number;
  hop: number;
  seq: number;
  task: Task;
}

/** Promise hops and connection rounds in virtual time: (round, hop, order of scheduling). */
class Schedule {
  private seq = 0;
  private round = 0;
  private readonly ready: Event[] = [];
  private readonly queue: Array<Event & { op: ComponentOp | null }> = [];

  constructor(
    private readonly inserted: ComponentOp[],
    private readonly pool: Pool,
  ) {}

  run(flow: Flow): void {
    this.at(0, { flow, parent: null, pending: 0 });
    for (;;) {
      const next = takeFirst(this.ready);
      if (next) {
        this.step(next);
        continue;
      }
      // One connection serves one query a round; a pool serves every query waiting, in issue order.
      const served: typeof this.queue = [];
      for (
        let next = takeFirst(this.queue);
        next;
        next = this.pool === 'concurrent' ? takeFirst(this.queue) : undefined
      )
        served.push(next);
      if (!served.length) return;
      for (const s of served) if (s.op) this.inserted.push(s.op);
      this.round += 1;
      for (const s of served) this.at(0, s.task);
    }
  }

  private at(hop: number, task: Task): void {
    this.ready.push({ round: this.round, hop, seq: this.seq++, task });
  }

  private step(e: Event): void {
    const r = e.task.flow.next();
    if (r.done) {
      const parent = e.task.parent;
      if (parent && --parent.pending === 0) this.at(e.hop + 1, parent);
      return;
    }
    const wait = r.value;
    if ('query' in wait) this.queue.push({ ...e, seq: this.seq++, op: wait.query });
    else if ('hops' in wait) this.at(e.hop + wait.hops, e.task);
    else {
      e.task.pending = wait.all.length;
      for (const flow of wait.all) {
        const child = { flow, parent: e.task, pending: 0 };
        // An awaited async call runs at once up to its first wait; p-map items start a hop later.
        if (wait.startHops === 0) this.step({ ...e, seq: this.seq++, task: child });
        else this.at(e.hop + wait.startHops, child);
      }
    }
  }
}

function takeFirst<T extends { round: number; hop: number; seq: number }>(list: T[]): T | undefined {
  if (!list.length) return undefined;
  let best = 0;
  for (let i = 1; i < list.length; i++) {
    const a = list[i];
    const b = list[best];
    if (a.round < b.round || (a.round === b.round && (a.hop < b.hop || (a.hop === b.hop && a.seq < b.seq)))) best = i;
  }
  return list.splice(best, 1)[0];
}
