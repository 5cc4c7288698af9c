import { describe, expect, it } from 'vitest';
import { batchedLines } from './request-line.ts';

describe('batchedLines', () => {
  it('writes the lines of one time window together, in order, and later lines in a new write', async () => {
    const writes: string[] = [];
    const line = batchedLines(
      (text) => writes.push(text),
      (request: string) => request.toUpperCase(),
      20,
    );
    line('GET /api/a 200');
    await new Promise((r) => setImmediate(r));
    line('GET /api/b 200');
    expect(writes).toEqual([]);
    await new Promise((r) => setTimeout(r, 40));
    expect(writes).toEqual(['GET /API/A 200\nGET /API/B 200']);
    line('GET /api/c 404');
    await new Promise((r) => setTimeout(r, 40));
    expect(writes).toEqual(['GET /API/A 200\nGET /API/B 200', 'GET /API/C 404']);
  });
});
