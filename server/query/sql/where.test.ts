// The WHERE compiler per dialect: values become what each engine compares with the column.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { postgresDialect } from '../../db/dialect/postgres.ts';
import { sqliteDialect } from '../../db/dialect/sqlite.ts';
import { projectModelSources } from '../../project.ts';
import { SchemaRegistry } from '../../schema/registry.ts';
import { AliasCounter } from './fragment.ts';
import { compileWhere } from './where.ts';

const registry = new SchemaRegistry(
  projectModelSources(join(import.meta.dirname, '..', '..', '..', 'test', 'conformance', 'fixture')),
);
const article = registry.get('api::article.article');

describe.each([sqliteDialect, postgresDialect])('on $name', (dialect) => {
  const where = (op: string, value: unknown) =>
    compileWhere(
      registry,
      article,
      't0',
      { type: 'compare', attribute: 'isFeatured', op, value } as never,
      new AliasCounter(),
      dialect,
    );

  it('$null and $notNull on a boolean test for NULL, whatever the booleans are spelled as', () => {
    expect(where('$notNull', true).sql).toMatch(/IS NOT NULL$/);
    expect(where('$notNull', false).sql).toMatch(/IS NULL$/);
    expect(where('$null', true).sql).toMatch(/IS NULL$/);
    expect(where('$null', false).sql).toMatch(/IS NOT NULL$/);
  });

  it('$eq on a boolean compares with the engine’s own spelling of it', () => {
    expect(where('$eq', true).params).toEqual([dialect === postgresDialect ? 'true' : true]);
  });
});
