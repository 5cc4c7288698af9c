// Writes a generated project as Strapi v4 lays it out on disk: schema.json per content type,
// component JSON per category, the users-permissions user extension and config/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { USER_UID, type ContentType, type Project } from './project.ts';

// users-permissions' own user schema (4.26.2), which an extension replaces as a whole.
const USER_ATTRIBUTES = {
  username: { type: 'string', minLength: 3, unique: true, configurable: false, required: true },
  email: { type: 'email', minLength: 6, configurable: false, required: true },
  provider: { type: 'string', configurable: false },
  password: { type: 'password', minLength: 6, configurable: false, private: true, searchable: false },
  resetPasswordToken: { type: 'string', configurable: false, private: true, searchable: false },
  confirmationToken: { type: 'string', configurable: false, private: true, searchable: false },
  confirmed: { type: 'boolean', default: false, configurable: false },
  blocked: { type: 'boolean', default: false, configurable: false },
  role: {
    type: 'relation',
    relation: 'manyToOne',
    target: 'plugin::users-permissions.role',
    inversedBy: 'users',
    configurable: false,
  },
};

export function writeProject(p: Project, dir: string): void {
  for (const t of [p.main, p.partner, p.extra, p.single]) {
    write(
      join(dir, 'src', 'api', t.singularName, 'content-types', t.singularName, 'schema.json'),
      contentTypeSchema(t),
    );
  }
  for (const c of p.components) {
    const [category, name] = c.uid.split('.');
    write(join(dir, 'src', 'components', category, `${name}.json`), {
      collectionName: `components_${category}_${name.replace(/-/g, '_')}s`,
      info: { displayName: name, icon: 'cube' },
      options: {},
      attributes: c.attributes,
    });
  }
  write(join(dir, 'src', 'extensions', 'users-permissions', 'content-types', 'user', 'schema.json'), {
    kind: 'collectionType',
    collectionName: 'up_users',
    info: { name: 'user', description: '', singularName: 'user', pluralName: 'users', displayName: 'User' },
    options: { draftAndPublish: false, timestamps: true },
    attributes: { ...USER_ATTRIBUTES, ...p.userAttributes },
  });
  writeText(
    join(dir, 'config', 'api.js'),
    `module.exports = {\n  rest: { defaultLimit: 25, maxLimit: 100, withCount: true },\n};\n`,
  );
  const graphql =
    p.graphqlDepthLimit === null ? `shadowCRUD: true` : `shadowCRUD: true, depthLimit: ${p.graphqlDepthLimit}`;
  writeText(
    join(dir, 'config', 'plugins.js'),
    `module.exports = ({ env }) => ({\n  graphql: { config: { ${graphql} } },\n` +
      `  'users-permissions': { config: { jwtSecret: env('JWT_SECRET', 'diffStrapiJwtSecret') } },\n});\n`,
  );
}

function contentTypeSchema(t: ContentType) {
  return {
    kind: t.kind,
    collectionName: t.kind === 'singleType' ? t.singularName.replace(/-/g, '_') : t.pluralName.replace(/-/g, '_'),
    info: { singularName: t.singularName, pluralName: t.pluralName, displayName: t.singularName, description: '' },
    options: { draftAndPublish: t.draftAndPublish },
    pluginOptions: t.localized ? { i18n: { localized: true } } : {},
    attributes: t.attributes,
  };
}

/** The users-permissions and content-type actions the public and authenticated roles get. */
export function grants(p: Project): { public: string[]; authenticated: string[] } {
  const read = [p.main, p.partner, p.extra]
    .flatMap((t) => [`${t.uid}.find`, `${t.uid}.findOne`])
    .concat(`${p.single.uid}.find`);
  return {
    public: [...read, `${USER_UID}.find`, `${USER_UID}.findOne`],
    authenticated: [
      ...read,
      `${p.main.uid}.create`,
      `${p.main.uid}.update`,
      `${p.extra.uid}.create`,
      `${USER_UID}.me`,
      `${USER_UID}.find`,
    ],
  };
}

function write(file: string, value: unknown): void {
  writeText(file, JSON.stringify(value, null, 2) + '\n');
}

function writeText(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}
