// Password hashing compatible with Strapi v4: bcrypt, 10 rounds, `$2a$` prefix (bcryptjs 2.x).
// bcryptjs 3 writes `$2b$`; for passwords under 72 bytes both revisions compute the same hash,
// so the prefix is rewritten to what Strapi writes and reads.
import bcrypt from 'bcryptjs';

export function hashPassword(plain: string, rounds = 10): string {
  const hash = bcrypt.hashSync(plain, rounds);
  return hash.startsWith('$2b$') ? `$2a$${hash.slice(4)}` : hash;
}

export function verifyPassword(plain: string, hash: string | null | undefined): boolean {
  if (!hash || !/^\$2[aby]\$/.test(hash)) return false;
  return bcrypt.compareSync(plain, hash);
}
