// User JWTs as Strapi v4 issues them: HS256 over `{ id }` (jsonwebtoken adds iat and exp), signed
// with the project's jwtSecret, so a token from either server works on the other.
import jwt from 'jsonwebtoken';

export function issueJwt(userId: number, secret: string, expiresIn: string | number): string {
  return jwt.sign({ id: userId }, secret, { algorithm: 'HS256', expiresIn: expiresIn as jwt.SignOptions['expiresIn'] });
}
