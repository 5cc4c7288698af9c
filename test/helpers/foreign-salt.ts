// A database file as another project would have written it: an exported file given another API
// token salt, with one token stored hashed under that salt. Importing it tests that tokens are
// checked with the salt of the file in use.
import { hashToken } from '../../server/auth/api-tokens.ts';
import { loadSqlJs } from '../../server/db/sqljs.ts';

/** The exported file, changed so: the upload form the studio's import takes. */
export async function withForeignSalt(exported: ArrayBuffer, accessKey: string, tokenName: string): Promise<FormData> {
  const SQL = await loadSqlJs();
  const file = new SQL.Database(new Uint8Array(exported));
  file.run("UPDATE strapi_core_store_settings SET value = ? WHERE key = 'tessera_secret_api_token_salt'", [
    JSON.stringify('imported-salt'),
  ]);
  file.run('UPDATE strapi_api_tokens SET access_key = ? WHERE name = ?', [
    hashToken('imported-salt', accessKey),
    tokenName,
  ]);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.export())]), 'other.db');
  file.close();
  return form;
}
