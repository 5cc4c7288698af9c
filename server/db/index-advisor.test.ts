import { afterEach, expect, it } from 'vitest';
import { Database } from './database.ts';
import { SqlJsEngine } from './engine.ts';
import { IndexAdvisor, SIGHTINGS } from './index-advisor.ts';

let db: Database | null = null;
afterEach(() => db?.close());

it('says which index it could not make, and why', async () => {
  db = await Database.open(null);
  const failures: string[] = [];
  let heard!: () => void;
  const done = new Promise<void>((resolve) => (heard = resolve));
  const advisor = new IndexAdvisor(new SqlJsEngine(db), (index, err) => {
    failures.push(`${index}: ${(err as Error).message}`);
    heard();
  });
  const index = { name: 'gone__category__views_tessera_filter_index', columns: ['category', 'views'] };
  // The table went away between the counts and the build (a schema change, an import).
  for (let i = 0; i < SIGHTINGS; i++) advisor.sighted('gone', index);
  await done;
  expect(failures).toEqual(['gone__category__views_tessera_filter_index: no such table: main.gone']);
});

it('makes an index again when it was dropped since and its filter keeps being counted the slow way', async () => {
  db = await Database.open(null);
  const engine = new SqlJsEngine(db);
  await engine.ddl('CREATE TABLE articles (id INTEGER PRIMARY KEY, category TEXT, views INTEGER)');
  const made = () => db!.all("SELECT name FROM sqlite_master WHERE type = 'index'").map((r) => r.name);
  const advisor = new IndexAdvisor(engine);
  const index = { name: 'articles__category__views_tessera_filter_index', columns: ['category', 'views'] };
  const countSlowly = async (times: number) => {
    for (let i = 0; i < times; i++) advisor.sighted('articles', index);
    // The build starts in a setImmediate and runs its statements in turn.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  };
  await countSlowly(SIGHTINGS - 1);
  expect(made()).toEqual([]);
  await countSlowly(1);
  expect(made()).toEqual([index.name]);
  await engine.ddl(`DROP INDEX ${index.name}`);
  await countSlowly(SIGHTINGS);
  expect(made()).toEqual([index.name]);
});
