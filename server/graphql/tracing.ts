// `apolloServer.tracing: true` (spec §4.7): per-resolver timings in `extensions.tracing`, in the
// Apollo Tracing format (version 1) that Apollo Server 2 — and Strapi's docs — describe.
import {
  defaultFieldResolver,
  isIntrospectionType,
  isObjectType,
  responsePathAsArray,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import type { GraphqlContext } from './context.ts';

interface ResolverTiming {
  path: Array<string | number>;
  parentType: string;
  fieldName: string;
  returnType: string;
  startOffset: number;
  duration: number;
}

export class TraceRecorder {
  private readonly startWall = new Date();
  private readonly start = process.hrtime.bigint();
  private readonly resolvers: ResolverTiming[] = [];

  /** Nanoseconds since the request started. */
  now(): number {
    return Number(process.hrtime.bigint() - this.start);
  }

  record(timing: ResolverTiming): void {
    this.resolvers.push(timing);
  }

  result(): Record<string, unknown> {
    const duration = this.now();
    return {
      version: 1,
      startTime: this.startWall.toISOString(),
      endTime: new Date(this.startWall.getTime() + duration / 1e6).toISOString(),
      duration,
      execution: { resolvers: this.resolvers },
    };
  }
}

/** Times every field's resolver (default ones too) when the request carries a recorder. */
export function instrumentSchema(schema: GraphQLSchema): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || isIntrospectionType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = (field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<unknown, GraphqlContext>;
      field.resolve = (parent, args, ctx: GraphqlContext, info) => {
        const tracing = ctx?.tracing;
        if (!tracing) return resolve(parent, args, ctx, info);
        const startOffset = tracing.now();
        const done = () =>
          tracing.record({
            path: responsePathAsArray(info.path),
            parentType: info.parentType.name,
            fieldName: info.fieldName,
            returnType: String(info.returnType),
            startOffset,
            duration: tracing.now() - startOffset,
          });
        try {
          const value = resolve(parent, args, ctx, info);
          if (value instanceof Promise) return value.finally(done);
          done();
          return value;
        } catch (err) {
          done();
          throw err;
        }
      };
    }
  }
}
