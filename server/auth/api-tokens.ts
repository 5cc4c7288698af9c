// API tokens stored the way Strapi v4 stores them: only an HMAC-SHA512 of the key under the
// project's `apiToken.salt`, so tokens issued by either server work on the other.
import { createHmac, randomBytes } from 'node:crypto';
import type { Engine, Queries } from '../db/engine.ts';
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

export async function createToken(
  engine: Engine,
  salt: string,
  input: { name: string; type: TokenType; description?: string; permissions?: string[]; lifespanDays?: number | null },
): Promise<{ token: ApiToken; accessKey: string }> {
  if (!['read-only', 'full-access', 'custom'].includes(input.type))
    throw new ApplicationError(`unknown token type ${input.type}`);
  if (await engine.get('SELECT id FROM strapi_api_tokens WHERE name = ?', [input.name]))
    throw new ApplicationError(`a token named "${input.name}" already exists`);
  if (input.type === 'custom' && !input.permissions?.length)
    throw new ApplicationError('a custom token needs at least one permission');
  const accessKey = randomBytes(128).toString('hex');
  const now = Date.now();
  const lifespan = input.lifespanDays ? input.lifespanDays * 86400000 : null;
  return engine.transaction(async (db) => {
    const at = db.dialect.timestamp(now);
    const id = (
      await db.run(
        `INSERT INTO strapi_api_tokens (name, description, type, access_key, last_used_at, expires_at, lifespan, created_at, updated_at)
       VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?)`,
        [
          input.name,
          input.description ?? '',
          input.type,
          hashToken(salt, accessKey),
          lifespan ? db.dialect.timestamp(now + lifespan) : null,
          lifespan,
          at,
          at,
        ],
      )
    ).lastId;
    const permissions = input.type === 'custom' ? [...new Set(input.permissions)] : [];
    for (const [i, action] of permissions.entries()) {
      const pid = (
        await db.run('INSERT INTO strapi_api_token_permissions (action, created_at, updated_at) VALUES (?, ?, ?)', [
          action,
          at,
          at,
        ])
      ).lastId;
      await db.run(
        'INSERT INTO strapi_api_token_permissions_token_links (api_token_permission_id, api_token_id, api_token_permission_order) VALUES (?, ?, ?)',
        [pid, id, i + 1],
      );
    }
    return { token: (await loadToken(db, id))!, accessKey };
  });
}

async function loadToken(db: Queries, id: number): Promise<ApiToken | null> {
  const row = await db.get(
    'SELECT id, name, description, type, expires_at, last_used_at FROM strapi_api_tokens WHERE id = ?',
    [id],
  );
  if (!row) return null;
  const perms = await db.all(
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

/**
 * Every request with a token asks this: the answer is kept until the tokens change (engine.memo),
 * under the key as presented (with the salt it is hashed with): its HMAC, what the table stores,
 * cost more than the rest of a kept lookup, so it is computed only when the memo reads.
 */
export function findTokenByKey(engine: Engine, salt: string, accessKey: string): Promise<ApiToken | null> {
  return engine.memo(`api-token:${salt}\u0000${accessKey}`, TOKEN_TABLES, async () => {
    const hash = hashToken(salt, accessKey);
    const row = await engine.get('SELECT id FROM strapi_api_tokens WHERE access_key = ?', [hash]);
    return row ? loadToken(engine, Number(row.id)) : null;
  });
}

export async function listTokens(db: Queries): Promise<ApiToken[]> {
  const tokens: ApiToken[] = [];
  for (const r of await db.all('SELECT id FROM strapi_api_tokens ORDER BY id'))
    tokens.push((await loadToken(db, Number(r.id)))!);
  return tokens;
}

export function revokeToken(engine: Engine, idOrName: string): Promise<boolean> {
  return engine.transaction(async (db) => {
    const row = /^\d+$/.test(idOrName)
      ? await db.get('SELECT id FROM strapi_api_tokens WHERE id = ?', [Number(idOrName)])
      : await db.get('SELECT id FROM strapi_api_tokens WHERE name = ?', [idOrName]);
    if (!row) return false;
    const perms = await db.all(
      'SELECT api_token_permission_id AS p FROM strapi_api_token_permissions_token_links WHERE api_token_id = ?',
      [row.id],
    );
    for (const p of perms) await db.run('DELETE FROM strapi_api_token_permissions WHERE id = ?', [p.p]);
    await db.run('DELETE FROM strapi_api_token_permissions_token_links WHERE api_token_id = ?', [row.id]);
    await db.run('DELETE FROM strapi_api_tokens WHERE id = ?', [row.id]);
    return true;
  });
}

/** Whether a token may perform an action (Strapi's rules per token type). */
export function tokenAllows(token: ApiToken, action: string): boolean {
  if (token.type === 'full-access') return true;
  if (token.type === 'read-only') return /\.(find|findOne)$/.test(action);
  return token.permissions.has(action);
}
