// Per-project secrets: taken from config when set (so they match a Strapi project's), otherwise
// generated once and stored in the database so every start and every CLI command agrees.
import { randomBytes } from 'node:crypto';
import type { Queries } from '../db/engine.ts';
import { storeGet, storeSet } from '../db/core-store.ts';
import { getConfig, type ProjectConfig } from '../config/load-config.ts';

export async function projectSecret(db: Queries, name: string, configured: unknown): Promise<string> {
  if (typeof configured === 'string' && configured) return configured;
  const key = `tessera_secret_${name}`;
  const stored = await storeGet<string>(db, key);
  if (stored) return stored;
  const secret = randomBytes(32).toString('base64');
  await storeSet(db, key, secret, 'string');
  return secret;
}

export interface ProjectSecrets {
  apiTokenSalt: string;
  jwtSecret: string;
}

/** The API token salt and the users-permissions JWT secret, as Strapi's config names them. */
export async function projectSecrets(db: Queries, config: ProjectConfig): Promise<ProjectSecrets> {
  return {
    apiTokenSalt: await projectSecret(db, 'api_token_salt', getConfig(config, 'admin.apiToken.salt', undefined)),
    jwtSecret: await projectSecret(
      db,
      'jwt',
      getConfig(config, 'plugins.users-permissions.config.jwtSecret', undefined),
    ),
  };
}

/**
 * The secrets as configured or stored, none generated: what another instance on the same database
 * follows after that one imported a file with its own (null while one is not stored yet).
 */
export async function storedProjectSecrets(db: Queries, config: ProjectConfig): Promise<ProjectSecrets | null> {
  const read = async (name: string, configured: unknown) =>
    typeof configured === 'string' && configured ? configured : await storeGet<string>(db, `tessera_secret_${name}`);
  const apiTokenSalt = await read('api_token_salt', getConfig(config, 'admin.apiToken.salt', undefined));
  const jwtSecret = await read('jwt', getConfig(config, 'plugins.users-permissions.config.jwtSecret', undefined));
  return apiTokenSalt && jwtSecret ? { apiTokenSalt, jwtSecret } : null;
}
