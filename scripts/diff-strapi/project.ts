// Generates a Strapi v4 project from a seed: three collection types, a single type, components
// nested two deep, a dynamic zone, an extended user model and locales. Every attribute kind and
// option appears in every project; which options, names, draft & publish and i18n vary by seed.
import { Prng } from '../../shared/prng.ts';

export type Attribute = { type: string } & Record<string, unknown>;

export interface ContentType {
  uid: string;
  singularName: string;
  pluralName: string;
  kind: 'collectionType' | 'singleType';
  draftAndPublish: boolean;
  localized: boolean;
  attributes: Record<string, Attribute>;
}

export interface Component {
  uid: string;
  attributes: Record<string, Attribute>;
}

export interface Project {
  seed: number;
  locales: string[];
  /** The type with every attribute kind, its relation partner (with a self relation), a third type, the single type. */
  main: ContentType;
  partner: ContentType;
  extra: ContentType;
  single: ContentType;
  components: Component[];
  /** Attributes the project adds to users-permissions' user. */
  userAttributes: Record<string, Attribute>;
  graphqlDepthLimit: number | null;
}

export const USER_UID = 'plugin::users-permissions.user';

const ENUM_VALUES = ['draft-ready', 'v2-beta', 'with space', '_blank', 'plain', 'Mixed Case', 'x_y', 'ready'];

export function generateProject(seed: number): Project {
  const rnd = new Prng(seed);
  const [mainName, partnerName, extraName, singleName] = [
    rnd.pick(['product', 'recipe', 'venue', 'book', 'listing', 'course']),
    rnd.pick(['brand', 'writer', 'chef', 'studio', 'maker']),
    rnd.pick(['label', 'topic', 'badge', 'region', 'genre']),
    rnd.pick(['homepage', 'landing', 'footer', 'banner']),
  ];
  const uid = (n: string) => `api::${n}.${n}`;
  const leaf = `parts.${rnd.pick(['spec', 'note', 'link-info'])}`;
  const branch = `parts.${rnd.pick(['section', 'panel', 'bundle'])}`;
  const blocks = ['blocks.text-block', 'blocks.media-block', 'blocks.card-block'];
  const enumValues = (n: number) => rnd.sample(ENUM_VALUES, n);

  const mainLocalized = rnd.chance(0.7);
  const main = collection(mainName, rnd.chance(0.6), mainLocalized);
  const partner = collection(partnerName, rnd.chance(0.4), false);
  const extra = collection(extraName, rnd.chance(0.5), !mainLocalized || rnd.chance(0.4));
  const single: ContentType = {
    ...collection(singleName, rnd.chance(0.5), rnd.chance(0.5)),
    kind: 'singleType',
    pluralName: `${singleName}s`,
  };

  const titleLength = rnd.chance(0.5) ? { minLength: 2, maxLength: rnd.int(40, 80) } : {};
  const mainEnum = enumValues(rnd.int(3, 5));
  main.attributes = {
    title: { type: 'string', required: true, ...titleLength },
    slug: { type: 'uid', targetField: 'title' },
    summary: { type: 'text', ...(rnd.chance(0.5) ? { maxLength: 200 } : {}) },
    content: { type: 'richtext' },
    contact: { type: 'email' },
    secret: { type: 'password' },
    code: { type: 'string', regex: '^[A-Z]{2}-\\d{3}$', ...(rnd.chance(0.5) ? { unique: true } : {}) },
    internal: { type: 'string', private: true },
    quantity: { type: 'integer', min: 0, max: rnd.pick([100, 500, 1000]), ...(rnd.chance(0.5) ? { default: 1 } : {}) },
    stock: { type: 'biginteger' },
    ratio: { type: 'float', ...(rnd.chance(0.5) ? { min: 0, max: 10 } : {}) },
    price: { type: 'decimal' },
    active: { type: 'boolean', default: rnd.chance(0.5) },
    day: { type: 'date' },
    opens: { type: 'time' },
    startsAt: { type: 'datetime' },
    extra: { type: 'json' },
    state: { type: 'enumeration', enum: mainEnum, ...(rnd.chance(0.5) ? { default: mainEnum[0] } : {}) },
    cover: { type: 'media', multiple: false, required: false, allowedTypes: ['images'] },
    gallery: {
      type: 'media',
      multiple: true,
      required: false,
      allowedTypes: rnd.pick([
        ['images', 'files'],
        ['images', 'files', 'videos', 'audios'],
      ]),
    },
    [partner.singularName]: { type: 'relation', relation: 'manyToOne', target: partner.uid, inversedBy: 'items' },
    [partner.pluralName]: { type: 'relation', relation: 'manyToMany', target: partner.uid, inversedBy: 'groups' },
    buddy: { type: 'relation', relation: 'oneToOne', target: extra.uid, inversedBy: 'owner' },
    pin: { type: 'relation', relation: 'oneToOne', target: extra.uid },
    pins: { type: 'relation', relation: 'oneToMany', target: extra.uid },
    detail: { type: 'component', repeatable: false, component: branch },
    specs: { type: 'component', repeatable: true, component: leaf },
    sections: { type: 'component', repeatable: true, component: branch },
    body: { type: 'dynamiczone', components: blocks },
  };
  partner.attributes = {
    name: { type: 'string', required: true, unique: true },
    slug: { type: 'uid', targetField: 'name' },
    score: { type: 'integer', ...(rnd.chance(0.5) ? { min: -5, max: 50 } : {}) },
    founded: { type: 'date' },
    logo: { type: 'media', multiple: false, allowedTypes: ['images', 'files'] },
    parent: { type: 'relation', relation: 'manyToOne', target: partner.uid, inversedBy: 'children' },
    children: { type: 'relation', relation: 'oneToMany', target: partner.uid, mappedBy: 'parent' },
    items: { type: 'relation', relation: 'oneToMany', target: main.uid, mappedBy: partner.singularName },
    groups: { type: 'relation', relation: 'manyToMany', target: main.uid, mappedBy: partner.pluralName },
  };
  const extraEnum = enumValues(3);
  extra.attributes = {
    label: { type: 'string', required: true },
    note: { type: 'text' },
    level: { type: 'enumeration', enum: extraEnum, default: extraEnum[1] },
    weight: { type: 'decimal', ...(rnd.chance(0.5) ? { min: 0 } : {}) },
    owner: { type: 'relation', relation: 'oneToOne', target: main.uid, mappedBy: 'buddy' },
    creator: { type: 'relation', relation: 'manyToOne', target: USER_UID },
  };
  single.attributes = {
    headline: { type: 'string', required: rnd.chance(0.5) },
    intro: { type: 'richtext' },
    hero: { type: 'media', multiple: false, allowedTypes: ['images'] },
    featured: { type: 'relation', relation: 'oneToMany', target: main.uid },
    meta: { type: 'component', repeatable: false, component: leaf },
  };
  for (const t of [main, extra, single]) if (t.localized) localizeFields(rnd, t);

  const components: Component[] = [
    {
      uid: leaf,
      attributes: {
        label: { type: 'string', ...(rnd.chance(0.5) ? { required: true } : {}) },
        amount: { type: 'integer', min: 0 },
        picture: { type: 'media', multiple: false, allowedTypes: ['images'] },
        [partner.singularName]: { type: 'relation', relation: 'oneToOne', target: partner.uid },
      },
    },
    {
      uid: branch,
      attributes: {
        heading: { type: 'string' },
        tone: { type: 'enumeration', enum: enumValues(3) },
        lead: { type: 'component', repeatable: false, component: leaf },
        entries: { type: 'component', repeatable: true, component: leaf },
      },
    },
    { uid: blocks[0], attributes: { body: { type: 'richtext' }, align: { type: 'enumeration', enum: enumValues(3) } } },
    {
      uid: blocks[1],
      attributes: {
        files: { type: 'media', multiple: true, allowedTypes: ['images', 'files'] },
        [extra.pluralName]: { type: 'relation', relation: 'oneToMany', target: extra.uid },
      },
    },
    {
      uid: blocks[2],
      attributes: { title: { type: 'string' }, card: { type: 'component', repeatable: false, component: leaf } },
    },
  ];
  const userAttributes: Record<string, Attribute> = {
    nickname: { type: 'string', maxLength: 30 },
    age: { type: 'integer', min: 0, ...(rnd.chance(0.5) ? { default: 18 } : {}) },
    avatar: { type: 'media', multiple: false, allowedTypes: ['images'] },
    favourite: { type: 'relation', relation: 'manyToOne', target: partner.uid },
  };
  return {
    seed,
    locales: rnd.pick([['de'], ['fr-FR'], ['de', 'fr-FR']]),
    main,
    partner,
    extra,
    single,
    components,
    userAttributes,
    graphqlDepthLimit: rnd.chance(0.5) ? 10 : null,
  };

  function collection(name: string, draftAndPublish: boolean, localized: boolean): ContentType {
    return {
      uid: uid(name),
      singularName: name,
      pluralName: `${name}s`,
      kind: 'collectionType',
      draftAndPublish,
      localized,
      attributes: {},
    };
  }
}

/** In a localized type most fields are localized; a few (never uids, relations or dynamic zones) are shared by every locale. */
function localizeFields(rnd: Prng, type: ContentType): void {
  for (const attr of Object.values(type.attributes)) {
    if (attr.type === 'relation') continue;
    const shared = !['uid', 'dynamiczone', 'component'].includes(attr.type) && !attr.unique && rnd.chance(0.25);
    attr.pluginOptions = { i18n: { localized: !shared } };
  }
}

export function collectionTypes(p: Project): ContentType[] {
  return [p.main, p.partner, p.extra];
}

export function componentOf(p: Project, uid: string): Component {
  const c = p.components.find((x) => x.uid === uid);
  if (!c) throw new Error(`no component ${uid}`);
  return c;
}
