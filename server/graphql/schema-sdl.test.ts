// The generated schema against the one Strapi 4.26 generated for the same project
// (test/conformance/strapi4-schema.graphql, and __fixtures__/awkward/strapi4-schema.graphql for a
// project of awkward enumerations and required fields of every kind): the same types, each with the
// same fields, arguments and defaults. Order is not compared (Strapi's is its load order).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  astFromValue,
  buildSchema,
  isEnumType,
  isInputObjectType,
  isObjectType,
  isUnionType,
  print,
  printSchema,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openProject, type Project } from '../project.ts';
import { buildGraphqlSchema } from './build-schema.ts';
import { createGraphqlExtensionService } from './extension.ts';
import { configureBuiltinPlugins } from './register.ts';
import { AWKWARD_FIXTURE, CONFORMANCE_DIR, CONFORMANCE_FIXTURE } from '../../test/helpers/test-app.ts';

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
        const args =
          'args' in f
            ? f.args
                .map((a) => `${a.name}: ${String(a.type)}${printed(a.defaultValue, a.type)}`)
                .sort()
                .join(', ')
            : '';
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

/** What differs between Strapi's SDL and ours, type by type. */
function differences(strapiSdl: string, ours: GraphQLSchema) {
  const strapi = signature(buildSchema(strapiSdl));
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
  return { missing, extra, differing };
}

async function projectSchema(projectDir: string, dir: string, shadowCRUD = true) {
  const project = await openProject({ projectDir, dbFile: join(dir, 'data.db'), fsync: false });
  const extension = createGraphqlExtensionService();
  configureBuiltinPlugins(extension);
  return {
    project,
    schema: buildGraphqlSchema({ registry: project.registry, extension, config: { shadowCRUD, tracing: false } }),
  };
}

describe('generated schema vs Strapi 4.26', () => {
  let project: Project;
  let dir: string;
  let ours: GraphQLSchema;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-gql-sdl-'));
    ({ project, schema: ours } = await projectSchema(CONFORMANCE_FIXTURE, dir));
  });
  afterAll(async () => {
    await project.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('has the same types, fields, arguments and descriptions', () => {
    const strapi = readFileSync(join(CONFORMANCE_DIR, 'strapi4-schema.graphql'), 'utf8');
    expect(differences(strapi, ours)).toEqual({ missing: [], extra: [], differing: [] });
  });

  it('matches on awkward enumerations and required fields of every kind', async () => {
    const awkwardDir = mkdtempSync(join(tmpdir(), 'tessera-gql-sdl-'));
    const awkward = await projectSchema(AWKWARD_FIXTURE, awkwardDir);
    try {
      const strapi = readFileSync(join(AWKWARD_FIXTURE, 'strapi4-schema.graphql'), 'utf8');
      expect(differences(strapi, awkward.schema)).toEqual({ missing: [], extra: [], differing: [] });
      // Values made GraphQL names, the stored strings behind them (Strapi's introspection shows the names).
      const status = awkward.schema.getType('ENUM_GADGET_STATUS');
      expect(isEnumType(status) && status.getValues().map((v) => [v.name, v.value])).toEqual([
        ['draft_ready', 'draft-ready'],
        ['size_2xl', 'size-2xl'],
        ['with_space', 'with space'],
        ['x_1st', 'x 1st'],
        ['cafe_creme', 'café crème'],
        ['a_b', 'a.b'],
        ['blank', '_blank'],
        ['double', '__double'],
        ['plain', 'plain'],
        ['Mixed_Case', 'Mixed Case'],
        ['camelCase', 'camelCase'],
        ['UPPER', 'UPPER'],
      ]);
    } finally {
      await awkward.project.close();
      rmSync(awkwardDir, { recursive: true, force: true });
    }
  });

  it('prints as SDL', () => {
    expect(printSchema(ours)).toContain('type ArticleEntityResponseCollection {');
  });

  it('generates no content-type CRUD with shadowCRUD: false', () => {
    const extension = createGraphqlExtensionService();
    configureBuiltinPlugins(extension);
    const schema = buildGraphqlSchema({
      registry: project.registry,
      extension,
      config: { shadowCRUD: false, tracing: false },
    });
    const queries = Object.keys(schema.getQueryType()!.getFields());
    expect(queries).toEqual(['me']);
    expect(Object.keys(schema.getMutationType()!.getFields())).not.toContain('createArticle');
  });
});
