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
