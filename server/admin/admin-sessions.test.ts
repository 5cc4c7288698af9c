import { describe, expect, it } from 'vitest';
import { AdminSessions, readCookie, sessionCookie } from './admin-sessions.ts';

describe('AdminSessions', () => {
  it('redeems a login token once', () => {
    const sessions = new AdminSessions('secret');
    const token = sessions.issueLoginToken();
    expect(sessions.redeemLoginToken(token)).not.toBeNull();
    expect(sessions.redeemLoginToken(token)).toBeNull();
  });

  it('refuses an expired login token', () => {
    let now = 1_000;
    const sessions = new AdminSessions('secret', () => now);
    const token = sessions.issueLoginToken();
    now += 25 * 60 * 60 * 1000;
    expect(sessions.redeemLoginToken(token)).toBeNull();
  });

  it('verifies its own signed sessions and refuses tampered ones', () => {
    const sessions = new AdminSessions('secret');
    const session = sessions.redeemLoginToken(sessions.issueLoginToken())!;
    const value = sessions.sign(session);
    expect(sessions.verify(value)).toEqual(session);
    const [id, , sig] = value.split('.');
    expect(sessions.verify(`${id}.${session.expiresAt + 1}.${sig}`)).toBeNull();
    expect(new AdminSessions('other secret').verify(value)).toBeNull();
    expect(sessions.verify('garbage')).toBeNull();
    expect(sessions.verify(undefined)).toBeNull();
  });

  it('keeps sessions across instances with the same secret, until revoked or expired', () => {
    let now = 5_000;
    const first = new AdminSessions('secret', () => now);
    const session = first.redeemLoginToken(first.issueLoginToken())!;
    const value = first.sign(session);
    const second = new AdminSessions('secret', () => now);
    expect(second.verify(value)).not.toBeNull();
    void second.revoke(session);
    expect(second.verify(value)).toBeNull();
    now += 8 * 24 * 60 * 60 * 1000;
    expect(first.verify(value)).toBeNull();
  });

  it('opens a login link on any instance with the same secret, once across them as the feed tells', () => {
    const first = new AdminSessions('secret');
    const second = new AdminSessions('secret');
    const told: [string, number][] = [];
    second.onRevoke = async (id, expiresAt) => {
      told.push([id, expiresAt]);
    };
    const token = first.issueLoginToken();
    expect(new AdminSessions('other secret').redeemLoginToken(token)).toBeNull();
    expect(second.redeemLoginToken(token)).not.toBeNull();
    // What the second told the others (the change feed carries it), the first now refuses.
    expect(told).toHaveLength(1);
    first.forget(...told[0]);
    expect(first.redeemLoginToken(token)).toBeNull();
  });

  it('never takes a login token for a session cookie, nor a cookie for a login token', () => {
    const sessions = new AdminSessions('secret');
    const token = sessions.issueLoginToken();
    expect(sessions.verify(token)).toBeNull();
    const cookie = sessions.sign(sessions.redeemLoginToken(sessions.issueLoginToken())!);
    expect(sessions.redeemLoginToken(cookie)).toBeNull();
  });

  it('a signed-out session is refused by the instances the feed told', async () => {
    const first = new AdminSessions('secret');
    const second = new AdminSessions('secret');
    first.onRevoke = async (id, expiresAt) => second.forget(id, expiresAt);
    const session = first.redeemLoginToken(first.issueLoginToken())!;
    const cookie = first.sign(session);
    expect(second.verify(cookie)).toEqual(session);
    await first.revoke(session);
    expect(second.verify(cookie)).toBeNull();
  });

  it('writes an HttpOnly, SameSite=Strict cookie scoped to /admin and reads it back', () => {
    const sessions = new AdminSessions('secret');
    const session = sessions.redeemLoginToken(sessions.issueLoginToken())!;
    const header = sessionCookie(sessions.sign(session), session);
    expect(header).toMatch(/^tessera_admin=[^;]+; Path=\/admin; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
    const pair = header.split(';')[0];
    expect(readCookie(`other=1; ${pair}; x=y`, 'tessera_admin')).toBe(sessions.sign(session));
  });
});
