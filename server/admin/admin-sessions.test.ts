import { describe, expect, it } from 'vitest';
import { AdminSessions, readCookie, sessionCookie } from './admin-sessions.ts';
import { MemoryRevocations } from './session-revocations.ts';

describe('AdminSessions', () => {
  it('redeems a login token once', async () => {
    const sessions = new AdminSessions('secret');
    const token = sessions.issueLoginToken();
    expect(await sessions.redeemLoginToken(token)).not.toBeNull();
    expect(await sessions.redeemLoginToken(token)).toBeNull();
  });

  it('opens one session when a login link is opened twice at once', async () => {
    const sessions = new AdminSessions('secret');
    const token = sessions.issueLoginToken();
    const opened = await Promise.all([sessions.redeemLoginToken(token), sessions.redeemLoginToken(token)]);
    expect(opened.filter(Boolean)).toHaveLength(1);
  });

  it('refuses an expired login token', async () => {
    let now = 1_000;
    const sessions = new AdminSessions('secret', undefined, () => now);
    const token = sessions.issueLoginToken();
    now += 25 * 60 * 60 * 1000;
    expect(await sessions.redeemLoginToken(token)).toBeNull();
  });

  it('verifies its own signed sessions and refuses tampered ones', async () => {
    const sessions = new AdminSessions('secret');
    const session = (await sessions.redeemLoginToken(sessions.issueLoginToken()))!;
    const value = sessions.sign(session);
    expect(await sessions.verify(value)).toEqual(session);
    const [id, , sig] = value.split('.');
    expect(await sessions.verify(`${id}.${session.expiresAt + 1}.${sig}`)).toBeNull();
    expect(await new AdminSessions('other secret').verify(value)).toBeNull();
    expect(await sessions.verify('garbage')).toBeNull();
    expect(await sessions.verify(undefined)).toBeNull();
  });

  it('keeps sessions across instances with the same secret, until expired', async () => {
    let now = 5_000;
    const first = new AdminSessions('secret', undefined, () => now);
    const session = (await first.redeemLoginToken(first.issueLoginToken()))!;
    const value = first.sign(session);
    const second = new AdminSessions('secret', undefined, () => now);
    expect(await second.verify(value)).toEqual(session);
    now += 8 * 24 * 60 * 60 * 1000;
    expect(await first.verify(value)).toBeNull();
    expect(await second.verify(value)).toBeNull();
  });

  it('opens a login link once across the instances that share revocations', async () => {
    const shared = new MemoryRevocations();
    const first = new AdminSessions('secret', shared);
    const second = new AdminSessions('secret', shared);
    const token = first.issueLoginToken();
    expect(await new AdminSessions('other secret', shared).redeemLoginToken(token)).toBeNull();
    expect(await second.redeemLoginToken(token)).not.toBeNull();
    expect(await first.redeemLoginToken(token)).toBeNull();
  });

  it('a signed-out session is refused by the instances that share revocations, and only that one', async () => {
    const shared = new MemoryRevocations();
    const first = new AdminSessions('secret', shared);
    const second = new AdminSessions('secret', shared);
    const session = (await first.redeemLoginToken(first.issueLoginToken()))!;
    const other = (await first.redeemLoginToken(first.issueLoginToken()))!;
    expect(await second.verify(first.sign(session))).toEqual(session);
    await second.revoke(session);
    expect(await first.verify(first.sign(session))).toBeNull();
    expect(await second.verify(first.sign(session))).toBeNull();
    expect(await first.verify(first.sign(other))).toEqual(other);
  });

  it('never takes a login token for a session cookie, nor a cookie for a login token', async () => {
    const sessions = new AdminSessions('secret');
    const token = sessions.issueLoginToken();
    expect(await sessions.verify(token)).toBeNull();
    const cookie = sessions.sign((await sessions.redeemLoginToken(sessions.issueLoginToken()))!);
    expect(await sessions.redeemLoginToken(cookie)).toBeNull();
  });

  it('writes an HttpOnly, SameSite=Strict cookie scoped to /admin and reads it back', async () => {
    const sessions = new AdminSessions('secret');
    const session = (await sessions.redeemLoginToken(sessions.issueLoginToken()))!;
    const header = sessionCookie(sessions.sign(session), session);
    expect(header).toMatch(/^tessera_admin=[^;]+; Path=\/admin; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
    const pair = header.split(';')[0];
    expect(readCookie(`other=1; ${pair}; x=y`, 'tessera_admin')).toBe(sessions.sign(session));
  });
});
