// One name per model for generated descriptions (TypeScript types, OpenAPI schemas): a content
// type by its singular name (`Article`), a component by category and name (`SharedSeo`), a plugin's
// type prefixed by its plugin (`UploadFile`, `UsersPermissionsUser`). Clashes get the full uid's name.
import type { SchemaRegistry } from '../schema/registry.ts';
import type { Model } from '../schema/types.ts';
import { reachableModels } from './output-attributes.ts';

export function pascalCase(s: string): string {
  return s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('')
    .replace(/^(\d)/, '_$1');
}

function preferredName(m: Model): string {
  if (m.modelType === 'component') return pascalCase(m.uid);
  if (m.plugin) return pascalCase(`${m.plugin} ${m.singularName}`);
  return pascalCase(m.singularName);
}

/** Names for every model the content API can return, stable for a given set of models. */
export function modelNames(registry: SchemaRegistry): Map<string, string> {
  const names = new Map<string, string>();
  const taken = new Set<string>(RESERVED_NAMES);
  for (const m of reachableModels(registry)) {
    let name = preferredName(m);
    if (taken.has(name)) name = pascalCase(m.uid.replace('::', ' '));
    for (let i = 2; taken.has(name); i++) name = `${preferredName(m)}${i}`;
    taken.add(name);
    names.set(m.uid, name);
  }
  return names;
}

/** Names the generated files define themselves. */
const RESERVED_NAMES = [
  'JsonValue',
  'Media',
  'Relation',
  'RelationList',
  'MediaList',
  'PaginationMeta',
  'CollectionResponse',
  'SingleResponse',
  'ErrorResponse',
  'Operators',
  'TextFilter',
  'OrderedFilter',
  'EqualityFilter',
  'JsonFilter',
  'SortOrder',
  'Sort',
  'PaginationParams',
  'PopulateFlag',
  'DeepPopulate',
  'RelationPopulate',
  'ComponentPopulate',
  'ContentTypes',
  'Components',
  'Endpoints',
];
