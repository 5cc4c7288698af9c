// Raw model files → normalised Models. Every problem is reported as a ProjectError naming the
// file and the attribute, so a broken project stops with one readable line.
import {
  RELATION_KINDS,
  SCALAR_TYPES,
  type RawAttribute,
  type RawModel,
  type RelationKind,
} from '../../shared/model.ts';
import { enumerationShapeProblem, regexProblem } from '../../shared/attribute-rules.ts';
import { ProjectError } from '../errors.ts';
import { columnName } from './naming.ts';
import { componentLinks as componentLinksOf, MEDIA_LINKS, sharedLink } from './storage-layout.ts';
import type { Attribute, LinkTable, Model, ScalarAttribute } from './types.ts';

const TO_MANY: ReadonlySet<string> = new Set(['oneToMany', 'manyToMany', 'manyWay', 'morphToMany', 'morphMany']);

export interface ModelSource {
  uid: string;
  modelType: 'contentType' | 'component';
  file: string;
  plugin: string | null;
  raw: unknown;
}

export function normaliseModel(src: ModelSource): Model {
  const fail = (msg: string): never => {
    throw new ProjectError(`${src.file}: ${msg}`);
  };
  const raw = src.raw as RawModel;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) fail('the model must be a JSON object');
  if (!raw.attributes || typeof raw.attributes !== 'object' || Array.isArray(raw.attributes))
    fail('"attributes" must be an object');
  if (typeof raw.collectionName !== 'string' || !raw.collectionName) fail('"collectionName" is missing');
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(raw.collectionName))
    fail(`"collectionName" "${raw.collectionName}" is not a valid table name`);
  const info = raw.info ?? ({} as RawModel['info']);
  const isComponent = src.modelType === 'component';
  const [category, componentName] = isComponent ? src.uid.split('.') : [null, null];
  const singularName = info.singularName ?? componentName ?? fail('"info.singularName" is missing');
  const pluralName = info.pluralName ?? (isComponent ? singularName : fail('"info.pluralName" is missing'));
  const kind = isComponent ? 'component' : (raw.kind ?? 'collectionType');
  if (kind !== 'component' && kind !== 'collectionType' && kind !== 'singleType')
    fail(`unknown kind "${String(kind)}"`);
  const localized = !isComponent && raw.pluginOptions?.i18n?.localized === true;
  const draftAndPublish = !isComponent && raw.options?.draftAndPublish === true;
  const privateNames = new Set(raw.options?.privateAttributes ?? []);

  // Every lookup of a name from a request (filters, sort, fields, populate, bodies, GraphQL args)
  // reads this map: without a prototype, `valueOf` or `constructor` is simply not an attribute.
  const attributes: Record<string, Attribute> = Object.create(null);
  const componentLinks = componentLinksOf(raw.collectionName);
  for (const [name, a] of Object.entries(raw.attributes)) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) fail(`attribute "${name}": not a valid attribute name`);
    attributes[name] = normaliseAttribute(name, a, {
      localized,
      privateNames,
      mediaLink: () => sharedLink(MEDIA_LINKS, src.uid, name),
      componentLink: () => sharedLink(componentLinks, src.uid, name),
      fail: (m) => fail(`attribute "${name}": ${m}`),
    });
  }
  const system = (name: string, type: ScalarAttribute['type']): ScalarAttribute => ({
    kind: 'scalar',
    name,
    type,
    column: columnName(name),
    system: true,
    private: false,
    localized: false,
    raw: { type },
  });
  if (!isComponent) {
    attributes.createdAt = system('createdAt', 'datetime');
    attributes.updatedAt = system('updatedAt', 'datetime');
    if (draftAndPublish) attributes.publishedAt = system('publishedAt', 'datetime');
    // Strapi's order: `localizations`, then `locale` (GraphQL types and filters list them so).
    if (localized) {
      attributes.localizations = {
        kind: 'relation',
        name: 'localizations',
        relation: 'oneToMany',
        morph: false,
        target: src.uid,
        toMany: true,
        inverse: null,
        owner: true,
        link: placeholderLink(),
        private: false,
        localized: false,
        raw: { type: 'relation', relation: 'oneToMany', target: src.uid },
      };
      attributes.locale = system('locale', 'string');
    }
  }

  return {
    uid: src.uid,
    modelType: src.modelType,
    kind,
    singularName,
    pluralName,
    displayName: info.displayName ?? info.name ?? singularName,
    category,
    tableName: raw.collectionName,
    componentLinks,
    draftAndPublish,
    localized,
    hasTimestamps: !isComponent,
    populateCreatorFields: raw.options?.populateCreatorFields === true,
    attributes,
    file: src.file,
    plugin: src.plugin,
    raw,
  };
}

interface AttributeContext {
  localized: boolean;
  privateNames: Set<string>;
  mediaLink: () => LinkTable;
  componentLink: () => LinkTable;
  fail: (msg: string) => never;
}

function normaliseAttribute(name: string, a: RawAttribute, ctx: AttributeContext): Attribute {
  const { fail } = ctx;
  if (!a || typeof a !== 'object' || typeof a.type !== 'string') fail('"type" is missing');
  const isPrivate = a.private === true || ctx.privateNames.has(name);
  // As Strapi: in a localized type, an attribute is localized when it says so; a uid always is.
  const localized = ctx.localized && (a.pluginOptions?.i18n?.localized === true || a.type === 'uid');
  switch (a.type) {
    case 'relation': {
      if (!RELATION_KINDS.includes(a.relation as RelationKind)) fail(`unknown relation "${String(a.relation)}"`);
      const morph = String(a.relation).startsWith('morph');
      if (!morph && typeof a.target !== 'string') fail('"target" is missing');
      if (a.inversedBy && a.mappedBy) fail('"inversedBy" and "mappedBy" cannot both be set');
      return {
        kind: 'relation',
        name,
        relation: a.relation as RelationKind,
        morph,
        target: a.target ?? '',
        toMany: TO_MANY.has(a.relation!),
        inverse: a.inversedBy ?? a.mappedBy ?? null,
        owner: !a.mappedBy,
        link: placeholderLink(),
        private: isPrivate,
        localized: false,
        raw: a,
      };
    }
    case 'media':
      if (a.allowedTypes !== undefined && !Array.isArray(a.allowedTypes)) fail('"allowedTypes" must be an array');
      return {
        kind: 'media',
        name,
        multiple: a.multiple === true,
        allowedTypes: a.allowedTypes ?? null,
        link: ctx.mediaLink(),
        private: isPrivate,
        localized,
        raw: a,
      };
    case 'component':
      if (typeof a.component !== 'string') fail('"component" is missing');
      return {
        kind: 'component',
        name,
        component: a.component!,
        repeatable: a.repeatable === true,
        link: ctx.componentLink(),
        private: isPrivate,
        localized,
        raw: a,
      };
    case 'dynamiczone':
      if (!Array.isArray(a.components) || !a.components.every((c) => typeof c === 'string'))
        fail('"components" must be an array of component uids');
      return {
        kind: 'dynamiczone',
        name,
        components: a.components!,
        link: ctx.componentLink(),
        private: isPrivate,
        localized,
        raw: a,
      };
    case 'customField': {
      // A custom field's plugin decides its storage; without the plugin it is served as a string
      // (what the common ones, e.g. plugin::color-picker.color, store), and start-up says so.
      if (typeof a.customField !== 'string') fail('"customField" is missing');
      return {
        kind: 'scalar',
        name,
        type: 'string',
        column: columnName(name),
        system: false,
        private: isPrivate,
        localized,
        raw: a,
      };
    }
    default: {
      if (!(SCALAR_TYPES as readonly string[]).includes(a.type)) fail(`unknown type "${a.type}"`);
      if (a.type === 'enumeration') {
        const problem = enumerationShapeProblem(a.enum);
        if (problem) fail(problem);
      }
      if (a.regex !== undefined) {
        const problem = typeof a.regex === 'string' ? regexProblem(a.regex) : '"regex" must be a string';
        if (problem) fail(problem);
      }
      return {
        kind: 'scalar',
        name,
        type: a.type as ScalarAttribute['type'],
        column: columnName(name),
        system: false,
        private: isPrivate || a.type === 'password',
        localized,
        raw: a,
      };
    }
  }
}

/** A relation's link table is named once every model is known (resolve-relations.ts). */
function placeholderLink(): LinkTable {
  return {
    name: '',
    ownColumn: '',
    targetColumn: '',
    orderColumn: null,
    inverseOrderColumn: null,
    scope: [],
    targetTypeColumn: null,
  };
}
