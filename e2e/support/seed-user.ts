// A users-permissions user in the Authenticated role, written the way users-permissions stores it.
import bcrypt from 'bcryptjs';
import type { TestApp } from '../../test/helpers/test-app.ts';

export function seedUser(t: TestApp, username: string): number {
  const db = t.app.project.db!;
  const now = Date.now();
  const id = db.run(
    'INSERT INTO up_users (username, email, provider, password, confirmed, blocked, created_at, updated_at) VALUES (?, ?, ?, ?, 1, 0, ?, ?)',
    [username, `${username}@example.com`, 'local', bcrypt.hashSync('password1', 10), now, now],
  ).lastId;
  const role = db.get("SELECT id FROM up_roles WHERE type = 'authenticated'")!.id;
  db.run('INSERT INTO up_users_role_links (user_id, role_id, user_order) VALUES (?, ?, 1)', [id, role]);
  return id;
}
