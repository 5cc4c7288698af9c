// API tokens stored the way Strapi v4 stores them: only an HMAC-SHA512 of the key under the
// project's `apiToken.salt`, so tokens issued by either server work on the other.
import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { ApplicationError } from '../errors.ts';

export type TokenType = 'read-only' | 'full-access' | 'custom';

export interface ApiToken {
  id: number;
  name: string;
  description: string | null;
  type: TokenType;
  expiresAt: number | null;
  lastUsedAt: number | null;
  permissions: Set<string>;
}

export function hashToken(salt: string, key: string): string {
  return createHmac('sha512', salt).update(key).digest('hex');
}

export function createToken(
  db: Database,
  salt: string,
  input: { name: string; type: TokenType; description?: string; permissions?: string[]; lifespanDays?: number | null },
): { token: ApiToken; accessKey: string } {
  if (!['read-only', 'full-access', 'custom'].includes(input.type))
    throw new ApplicationError(`unknown token type ${input.type}`);
  if (db.get('SELECT id FROM strapi_api_tokens WHERE name = ?', [input.name]))
    throw new ApplicationError(`a token named "${input.name}" already exists`);
  if (input.type === 'custom' && !input.permissions?.length)
    throw new ApplicationError('a custom token needs at least one permission');
  const accessKey = randomBytes(128).toString('hex');
  const now = Date.now();
  const lifespan = input.lifespanDays ? input.lifespanDays * 86400000 : null;
  return db.transaction(() => {
    const id = db.run(
      `INSERT INTO strapi_api_tokens (name, description, type, access_key, last_used_at, expires_at, lifespan, created_at, updated_at)
       VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?)`,
      [
        input.name,
        input.description ?? '',
        input.type,
        hashToken(salt, accessKey),
        lifespan ? now + lifespan : null,
        lifespan,
        now,
        now,
      ],
    ).lastId;
    const permissions = input.type === 'custom' ? [...new Set(input.permissions)] : [];
    permissions.forEach((action, i) => {
      const pid = db.run('INSERT INTO strapi_api_token_permissions (action, created_at, updated_at) VALUES (?, ?, ?)', [
        action,
        now,
        now,
      ]).lastId;
      db.run(
        'INSERT INTO strapi_api_token_permissions_token_links (api_token_permission_id, api_token_id, api_token_permission_order) VALUES (?, ?, ?)',
        [pid, id, i + 1],
      );
    });
    return { token: loadToken(db, id)!, accessKey };
  });
}

function loadToken(db: Database, id: number): ApiToken | null {
  const row = db.get(
    'SELECT id, name, description, type, expires_at, last_used_at FROM strapi_api_tokens WHERE id = ?',
    [id],
  );
  if (!row) return null;
  const perms = db.all(
    `SELECT p.action AS action FROM strapi_api_token_permissions p
     JOIN strapi_api_token_permissions_token_links l ON l.api_token_permission_id = p.id WHERE l.api_token_id = ?`,
    [id],
  );
  return {
    id: Number(row.id),
    name: String(row.name),
    description: row.description === null ? null : String(row.description),
    type: String(row.type) as TokenType,
    expiresAt: row.expires_at === null ? null : Number(row.expires_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
    permissions: new Set(perms.map((p) => String(p.action))),
  };
}

const TOKEN_TABLES = [
  'strapi_api_tokens',
  'strapi_api_token_permissions',
  'strapi_api_token_permissions_token_links',
] as const;

/** Every request with a token asks this: the answer is kept until the tokens change (db.memo). */
export function findTokenByKey(db: Database, salt: string, accessKey: string): ApiToken | null {
  const hash = hashToken(salt, accessKey);
  return db.memo(`api-token:${hash}`, TOKEN_TABLES, () => {
    const row = db.get('SELECT id FROM strapi_api_tokens WHERE access_key = ?', [hash]);
    return row ? loadToken(db, Number(row.id)) : null;
  });
}

export function listTokens(db: Database): ApiToken[] {
  return db.all('SELECT id FROM strapi_api_tokens ORDER BY id').map((r) => loadToken(db, Number(r.id))!);
}

export function revokeToken(db: Database, idOrName: string): boolean {
  const row = /^\d+$/.test(idOrName)
    ? db.get('SELECT id FROM strapi_api_tokens WHERE id = ?', [Number(idOrName)])
    : db.get('SELECT id FROM strapi_api_tokens WHERE name = ?', [idOrName]);
  if (!row) return false;
  db.transaction(() => {
    const perms = db.all(
      'SELECT api_token_permission_id AS p FROM strapi_api_token_permissions_token_links WHERE api_token_id = ?',
      [row.id],
    );
    for (const p of perms) db.run('DELETE FROM strapi_api_token_permissions WHERE id = ?', [p.p]);
    db.run('DELETE FROM strapi_api_token_permissions_token_links WHERE api_token_id = ?', [row.id]);
    db.run('DELETE FROM strapi_api_tokens WHERE id = ?', [row.id]);
  });
  return true;
}

/** Whether a token may perform an action (Strapi's rules per token type). */
export function tokenAllows(token: ApiToken, action: string): boolean {
  if (token.type === 'full-access') return true;
  if (token.type === 'read-only') return /\.(find|findOne)$/.test(action);
  return token.permissions.has(action);
}
