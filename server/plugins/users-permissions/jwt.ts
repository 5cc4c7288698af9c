// User JWTs as Strapi v4 issues them: HS256 over `{ id }` (jsonwebtoken adds iat and exp), signed
// with the project's jwtSecret, so a token from either server works on the other.
import type { JwtPayload, SignOptions } from 'jsonwebtoken';

type JsonWebToken = typeof import('jsonwebtoken');
let loading: Promise<JsonWebToken> | null = null;

/**
 * jsonwebtoken is loaded by the first JWT signed or checked: at load it checks Node's version with
 * semver, whose ranges compile about 40 regular expressions, ~15-25 ms of a cold start that a
 * server answering public or API-token reads never needed.
 */
function jsonwebtoken(): Promise<JsonWebToken> {
  loading ??= import('jsonwebtoken').then((module) => (module as { default?: JsonWebToken }).default ?? module);
  return loading;
}

export async function issueJwt(userId: number, secret: string, expiresIn: string | number): Promise<string> {
  const jwt = await jsonwebtoken();
  return jwt.sign({ id: userId }, secret, { algorithm: 'HS256', expiresIn: expiresIn as SignOptions['expiresIn'] });
}

/** The payload of a valid, unexpired HS256 token signed with `secret`; throws otherwise. */
export async function verifyJwt(token: string, secret: string): Promise<JwtPayload | string> {
  const jwt = await jsonwebtoken();
  return jwt.verify(token, secret, { algorithms: ['HS256'] });
}
