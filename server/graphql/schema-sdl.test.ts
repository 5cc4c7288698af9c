// The generated schema against the one Strapi 4.26 generated for the same project
// (test/conformance/strapi4-schema.graphql): the same types, each with the same fields, arguments and
// defaults. Order is not compared (Strapi's is its load order).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  astFromValue, buildSchema, isEnumType, isInputObjectType, isObjectType, isUnionType, print, printSchema,
  type GraphQLField, type GraphQLInputField, type GraphQLInputType, type GraphQLNamedType, type GraphQLSchema,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openProject, type Project } from '../project.ts';
import { buildGraphqlSchema } from './build-schema.ts';
import { createGraphqlExtensionService } from './extension.ts';
import { configureBuiltinPlugins } from './register.ts';
import { CONFORMANCE_DIR, CONFORMANCE_FIXTURE } from '../../test/helpers/in-process-app.ts';

/** A default value as SDL prints it (`LIVE`, `{}`, `"local"`). */
function printed(value: unknown, type: GraphQLInputType): string {
  if (value === undefined) return '';
  const ast = astFromValue(value, type);
  return ast ? ` = ${print(ast)}` : '';
}

/** One line per type member: `Type.field(args): Type` — comparable as sets. */
function signature(schema: GraphQLSchema): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const type of Object.values(schema.getTypeMap()) as GraphQLNamedType[]) {
    if (type.name.startsWith('__')) continue;
    const lines = new Set<string>();
    if (isObjectType(type) || isInputObjectType(type)) {
      for (const f of Object.values(type.getFields()) as Array<GraphQLField<unknown, unknown> | GraphQLInputField>) {
        const args = 'args' in f ? f.args.map((a) => `${a.name}: ${String(a.type)}${printed(a.defaultValue, a.type)}`).sort().join(', ') : '';
        const dflt = 'defaultValue' in f ? printed(f.defaultValue, f.type) : '';
        lines.add(`${f.name}(${args}): ${String(f.type)}${dflt}${f.description ? ` "${f.description}"` : ''}`);
      }
    } else if (isUnionType(type)) {
      for (const t of type.getTypes()) lines.add(`| ${t.name}`);
    } else if (isEnumType(type)) {
      for (const v of type.getValues()) lines.add(`= ${v.name}`);
    } else {
      lines.add(`scalar${type.description ? ` "${type.description}"` : ''}`);
    }
    out.set(type.name, lines);
  }
  return out;
}

describe('generated schema vs Strapi 4.26', () => {
  let project: Project;
  let dir: string;
  let ours: GraphQLSchema;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-gql-sdl-'));
    project = await openProject({ projectDir: CONFORMANCE_FIXTURE, dbFile: join(dir, 'data.db'), fsync: false });
    const extension = createGraphqlExtensionService();
    configureBuiltinPlugins(extension);
    ours = buildGraphqlSchema({ registry: project.registry, extension, config: { shadowCRUD: true, tracing: false } });
  });
  afterAll(() => {
    project.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('has the same types, fields, arguments and descriptions', () => {
    const strapi = signature(buildSchema(readFileSync(join(CONFORMANCE_DIR, 'strapi4-schema.graphql'), 'utf8')));
    const mine = signature(ours);
    const missing = [...strapi.keys()].filter((t) => !mine.has(t));
    const extra = [...mine.keys()].filter((t) => !strapi.has(t));
    const differing: string[] = [];
    for (const [name, lines] of strapi) {
      const got = mine.get(name);
      if (!got) continue;
      for (const l of lines) if (!got.has(l)) differing.push(`${name}: missing ${l}`);
      for (const l of got) if (!lines.has(l)) differing.push(`${name}: extra ${l}`);
    }
    expect({ missing, extra, differing }).toEqual({ missing: [], extra: [], differing: [] });
  });

  it('prints as SDL', () => {
    expect(printSchema(ours)).toContain('type ArticleEntityResponseCollection {');
  });

  it('generates no content-type CRUD with shadowCRUD: false', () => {
    const extension = createGraphqlExtensionService();
    configureBuiltinPlugins(extension);
    const schema = buildGraphqlSchema({ registry: project.registry, extension, config: { shadowCRUD: false, tracing: false } });
    const queries = Object.keys(schema.getQueryType()!.getFields());
    expect(queries).toEqual(['me']);
    expect(Object.keys(schema.getMutationType()!.getFields())).not.toContain('createArticle');
  });
});
