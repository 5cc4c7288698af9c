// The query parameters of the content API, as OpenAPI parameters: the bracket syntax of qs is
// OpenAPI's `deepObject` style (`filters[title][$eq]=x`).
import type { Model } from '../../schema/types.ts';
import { ref, type Schema } from './schemas.ts';

const deep = (name: string, description: string, schema: Schema) => ({
  name,
  in: 'query',
  style: 'deepObject',
  explode: true,
  description,
  schema,
});

export function readParameters(model: Model, modelName: string, list: boolean): Schema[] {
  const params: Schema[] = [
    deep(
      'filters',
      'Conditions on fields, relations and components: `filters[field][$operator]=value`, `$and`, `$or`, `$not`.',
      ref(`${modelName}Filters`),
    ),
    deep(
      'populate',
      'Relations, media, components and zones to include: `*`, names, dot paths, `deep` or `deep,N`, or per-attribute `fields`/`filters`/`sort`/`populate`/`on`.',
      {
        oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }, { type: 'object' }],
      },
    ),
    deep('fields', 'Scalar fields to return: `fields[0]=title`.', {
      oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    }),
  ];
  if (list) {
    params.push(
      {
        name: '_q',
        in: 'query',
        description:
          'A text search: entries with the term within their id or any string-like field (number fields too for a number), with `_` matching any one character.',
        schema: { type: 'string' },
      },
      deep('sort', '`sort=title:desc`, `sort[0]=title&sort[1]=id:desc`, or `sort[title]=desc`.', {
        oneOf: [
          { type: 'string' },
          { type: 'array', items: { type: 'string' } },
          { type: 'object', additionalProperties: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] } },
        ],
      }),
      deep(
        'pagination',
        '`pagination[page]` and `pagination[pageSize]`, or `pagination[start]` and `pagination[limit]`; `pagination[withCount]=false` leaves out the total.',
        {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 1 },
            pageSize: { type: 'integer', minimum: 1 },
            start: { type: 'integer', minimum: 0 },
            limit: { type: 'integer' },
            withCount: { type: 'boolean' },
          },
        },
      ),
    );
  }
  if (model.draftAndPublish)
    params.push({
      name: 'publicationState',
      in: 'query',
      description: '`live` (default): published entries only; `preview`: drafts too.',
      schema: { type: 'string', enum: ['live', 'preview'] },
    });
  if (model.localized)
    params.push({ name: 'locale', in: 'query', description: 'A locale code, or `all`.', schema: { type: 'string' } });
  return params;
}
