// The content-type-builder plugin's content API: the project's content types and components as
// Strapi describes them (`/api/content-type-builder/...`), for a frontend that reads the schema,
// behind the four permissions Strapi's roles offer for it.
import type { Router } from '../../http/router.ts';
import { credentials } from '../../rest/content-api.ts';
import { messages, typeError } from '../../entries/yup-messages.ts';
import type { SchemaRegistry } from '../../schema/registry.ts';
import type { PluginDeps } from '../routes.ts';
import { formatComponent, formatContentType, type FormattedContentType } from './format.ts';
import builtin from './strapi-builtin-types.json' with { type: 'json' };

const action = (a: string) => `plugin::content-type-builder.${a}`;
const KINDS = ['singleType', 'collectionType'];

export function registerContentTypeBuilderRoutes(router: Router, deps: PluginDeps): void {
  const { registry, access } = deps;
  const base = `${deps.prefix}/content-type-builder`;
  // Routes are registered again after a schema reload, so the descriptions are made once per schema.
  let contentTypes: FormattedContentType[] | null = null;
  const described = () => (contentTypes ??= allContentTypes(registry));

  router.add('GET', `${base}/content-types`, (ctx) => {
    access.ensure(credentials(ctx), action('content-types.getContentTypes'));
    const { kind } = ctx.query;
    const problems = kindProblems(kind);
    if (problems.length) return { status: 400, body: { error: yupError(problems) } };
    const data = described().filter((t) => !kind || t.schema.kind === kind);
    return { status: 200, body: { data } };
  });

  router.add('GET', `${base}/content-types/:uid`, (ctx) => {
    access.ensure(credentials(ctx), action('content-types.getContentType'));
    const found = described().find((t) => t.uid === ctx.params.uid);
    return found ? { status: 200, body: { data: found } } : { status: 404, body: { error: 'contentType.notFound' } };
  });

  router.add('GET', `${base}/components`, (ctx) => {
    access.ensure(credentials(ctx), action('components.getComponents'));
    return { status: 200, body: { data: registry.components().map(formatComponent) } };
  });

  router.add('GET', `${base}/components/:uid`, (ctx) => {
    access.ensure(credentials(ctx), action('components.getComponent'));
    const found = registry.has(ctx.params.uid) ? registry.get(ctx.params.uid) : null;
    return found?.modelType === 'component'
      ? { status: 200, body: { data: formatComponent(found) } }
      : { status: 404, body: { error: 'component.notFound' } };
  });
}

/**
 * Strapi's own types first, in the order Strapi loads them, then the project's. Those Tessera keeps
 * are formatted from their schemas (an extension's fields included); the admin panel's and content
 * releases', which Tessera does not keep, are answered as Strapi 4.26.2 answered them.
 */
function allContentTypes(registry: SchemaRegistry): FormattedContentType[] {
  const recorded = new Map(builtin.types.map((t) => [t.uid, t as FormattedContentType]));
  const own = registry.contentTypes().filter((m) => !builtin.order.includes(m.uid));
  const strapis = builtin.order.flatMap((uid) => {
    if (registry.has(uid)) return [formatContentType(registry.get(uid))];
    const found = recorded.get(uid);
    return found ? [found] : [];
  });
  return [...strapis, ...own.map(formatContentType)];
}

/** What yup says of `kind` against `string().oneOf([singleType, collectionType]).nullable()`. */
function kindProblems(kind: unknown): string[] {
  if (kind === undefined || kind === null) return [];
  const problems = typeof kind === 'string' ? [] : [typeError('this', 'string', kind)];
  if (!KINDS.includes(kind as string)) problems.push(messages.oneOf('this', KINDS));
  return problems;
}

function yupError(problems: string[]): Record<string, unknown> {
  return {
    name: 'ValidationError',
    details: { errors: problems.map((message) => ({ path: [], message, name: 'ValidationError' })) },
    message: problems.length === 1 ? problems[0] : `${problems.length} errors occurred`,
  };
}
