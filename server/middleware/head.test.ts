import { createReadStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../http/router.ts';
import { headWithoutBody } from './head.ts';

const ctx = (method: string) => ({ method, responseHeaders: {} }) as unknown as RequestContext;

describe('headWithoutBody', () => {
  it("keeps a text answer's headers and length, and drops its body", async () => {
    const reply = await headWithoutBody(ctx('HEAD'), async () => ({ status: 200, body: { title: 'é' } }));
    expect(reply).toEqual({
      status: 200,
      // 13 characters, 14 bytes in UTF-8.
      headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': '14' },
    });
  });

  it('closes a file it does not send (its descriptor stayed open until the process ran out)', async () => {
    const file = createReadStream(fileURLToPath(import.meta.url));
    const closed = new Promise<boolean>((resolve) => {
      file.once('close', () => resolve(true));
      setTimeout(() => resolve(false), 5000).unref();
    });
    const reply = await headWithoutBody(ctx('HEAD'), async () => ({
      status: 200,
      headers: { 'content-type': 'text/plain', 'content-length': '42' },
      body: file,
    }));
    expect(reply).toEqual({ status: 200, headers: { 'content-type': 'text/plain', 'content-length': '42' } });
    expect(await closed).toBe(true);
  });

  it('leaves other methods alone', async () => {
    const body = { ok: true };
    expect(await headWithoutBody(ctx('GET'), async () => ({ status: 200, body }))).toEqual({ status: 200, body });
  });
});
