// PostgreSQL going away while serving: requests are answered 503 (never a 500, never a hang), and
// all is well again when it comes back, the listening connection included. PostgreSQL is made to go
// away by a TCP relay in front of it that is shut and opened again (the server itself stays up for
// the other tests), and by cutting a connection from the server's side (pg_terminate_backend).
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrl, scratchDatabase, type ScratchDatabase } from '../../../test/helpers/postgres.ts';
import { ServiceUnavailableError } from '../../errors.ts';
import { ConstraintError } from '../engine.ts';
import { connectionLost, postgresError } from './errors.ts';
import { PgEngine } from './pg-engine.ts';

describe('connectionLost', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a reset socket', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    [
      'a fast shutdown (57P01)',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    ['a server starting up (57P03)', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a connection exception (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['pg’s own "Connection terminated unexpectedly"', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
  ])('makes %s a 503 ServiceUnavailableError, its cause kept for the log', (_, err) => {
    const mapped = connectionLost(err)!;
    expect(mapped).toBeInstanceOf(ServiceUnavailableError);
    expect({ status: mapped.status, name: mapped.name, message: mapped.message }).toEqual({
      status: 503,
      name: 'ServiceUnavailableError',
      message: 'Service Unavailable',
    });
    expect(mapped.logCause).toMatch(/^PostgreSQL connection lost: /);
    expect(postgresError(err)).toBeInstanceOf(ServiceUnavailableError);
  });

  it('leaves other errors to their own mapping', () => {
    const unique = Object.assign(new Error('duplicate key'), {
      code: '23505',
      table: 'tags',
      detail: 'Key (name)=(x) already exists.',
    });
    expect(connectionLost(unique)).toBeNull();
    expect(postgresError(unique)).toBeInstanceOf(ConstraintError);
    expect(connectionLost(Object.assign(new Error('syntax error'), { code: '42601' }))).toBeNull();
  });
});

/** A TCP relay to PostgreSQL that can be shut (every connection cut, new ones refused) and opened again. */
class Relay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = createServer((inbound) => {
      const outbound = connect(this.target.port, this.target.host);
      for (const [s, peer] of [
        [inbound, outbound],
        [outbound, inbound],
      ]) {
        this.sockets.add(s);
        // A side that is reset rather than ended ends no pipe: pass its close on, as a cable would.
        s.on('close', () => {
          this.sockets.delete(s);
          peer.destroy();
        });
        s.on('error', () => {});
      }
      inbound.pipe(outbound).pipe(inbound);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  async shut(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = null;
  }
}

describe.skipIf(!postgresUrl)('a connection lost while serving (needs TESSERA_TEST_POSTGRES_URL)', () => {
  let scratch: ScratchDatabase;
  let relay: Relay;
  let engine: PgEngine;
  let other: PgEngine;

  beforeAll(async () => {
    scratch = await scratchDatabase('lost');
    const direct = new URL(scratch.url);
    relay = new Relay({ host: direct.hostname, port: Number(direct.port || 5432) });
    await relay.open();
    const relayed = new URL(scratch.url);
    relayed.port = String(relay.port);
    engine = await PgEngine.open({ url: relayed.toString(), source: 'test' }, { listen: true });
    other = await PgEngine.open({ url: scratch.url, source: 'test' });
    await engine.ddl('CREATE TABLE notes (id serial PRIMARY KEY, body text)');
  });
  afterAll(async () => {
    await engine?.close().catch(() => {});
    await other?.close();
    await scratch?.drop();
  });

  it('answers 503 while PostgreSQL is away, and serves again, listener included, when it is back', async () => {
    await engine.run('INSERT INTO notes (body) VALUES (?)', ['acknowledged']);
    await relay.shut();
    const read = await engine.all('SELECT body FROM notes').catch((e: unknown) => e);
    expect(read).toBeInstanceOf(ServiceUnavailableError);
    const write = await engine.run('INSERT INTO notes (body) VALUES (?)', ['refused']).catch((e: unknown) => e);
    expect(write).toBeInstanceOf(ServiceUnavailableError);
    await until(() => !engine.feed!.listening);

    await relay.open();
    // The pool opens new connections by itself; the listener comes back within its retry delay.
    expect(await engine.all('SELECT body FROM notes ORDER BY id')).toEqual([{ body: 'acknowledged' }]);
    await until(() => engine.feed!.listening);
    const heard = new Promise((resolve) => engine.feed!.subscribe(resolve));
    await other.run('INSERT INTO notes (body) VALUES (?)', ['from elsewhere']);
    expect(await heard).toEqual({ kind: 'data', tables: ['notes'] });
  });

  it('a transaction whose connection is cut before COMMIT is a 503, and none of it is kept', async () => {
    const err = await engine
      .transaction(async (tx) => {
        await tx.run('INSERT INTO notes (body) VALUES (?)', ['half']);
        const pid = (await tx.get('SELECT pg_backend_pid() AS pid'))!.pid;
        await other.get('SELECT pg_terminate_backend(?) AS ended', [pid]);
        await tx.run('INSERT INTO notes (body) VALUES (?)', ['other half']);
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServiceUnavailableError);
    expect(await engine.all("SELECT body FROM notes WHERE body LIKE '%half'")).toEqual([]);
    // The cut connection was not handed out again: the next transaction commits.
    await engine.transaction((tx) => tx.run('INSERT INTO notes (body) VALUES (?)', ['whole']));
    expect(await other.get("SELECT count(*) AS n FROM notes WHERE body = 'whole'")).toEqual({ n: 1 });
  });
});

async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
}
