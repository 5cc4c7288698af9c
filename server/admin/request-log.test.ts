import { describe, expect, it } from 'vitest';
import { BodyTap, RequestLog, isoTime, summaryOf } from './request-log.ts';
import type { LoggedRequest } from './studio-contract.ts';

describe('BodyTap', () => {
  it('keeps text and bytes in the order they passed', () => {
    const tap = new BodyTap();
    tap.take('{"data":');
    tap.take(Buffer.from('"é"'));
    tap.take('}');
    expect(tap.text()).toBe('{"data":"é"}');
    expect(tap.truncated).toBe(false);
  });

  it('keeps 64 KiB of a longer body, counted in bytes, and says it cut the rest', () => {
    const tap = new BodyTap();
    tap.take('é'.repeat(40 * 1024));
    expect(tap.truncated).toBe(true);
    expect(Buffer.byteLength(tap.text())).toBe(64 * 1024);
    expect(tap.text().startsWith('éé')).toBe(true);
  });

  it('cuts at 64 KiB of bytes when text in pieces adds up past it', () => {
    const tap = new BodyTap();
    // Each piece fits alone, at two bytes a character: the sum is counted as the bound nears.
    for (let i = 0; i < 5; i++) tap.take('é'.repeat(10 * 1024));
    tap.take(Buffer.from('tail'));
    expect(tap.truncated).toBe(true);
    expect(Buffer.byteLength(tap.text())).toBe(64 * 1024);
    expect(tap.size).toBe(64 * 1024);
  });
});

/** A GET of article `i`, answered with `body`. */
function recordArticle(log: RequestLog, i: number, body: string): void {
  const responseBody = new BodyTap();
  responseBody.take(body);
  log.record({
    startedAt: 0,
    method: 'GET',
    path: `/api/articles/${i}`,
    rawQuery: '',
    status: 200,
    ms: 1,
    operationName: undefined,
    credential: 'public',
    mock: undefined,
    requestHeaders: { host: 'localhost' },
    requestBody: new BodyTap(),
    responseHeaders: { 'content-type': 'application/json' },
    responseBody,
  });
}

describe('RequestLog', () => {
  it('keeps a body as the bytes it was sent as, and a longer one cut to a copy of 64 KiB', () => {
    const sent = Buffer.from('x'.repeat(1000));
    const small = new BodyTap();
    small.take(sent);
    sent[0] = 'y'.charCodeAt(0);
    // The bytes sent are the bytes kept: no copy of an answer that fits.
    expect(small.text().startsWith('yxx')).toBe(true);
    const large = Buffer.alloc(1024 * 1024, 'z');
    const cut = new BodyTap();
    cut.take(large);
    large[0] = 'a'.charCodeAt(0);
    expect(cut.text()).toBe('z'.repeat(64 * 1024));
  });

  it('shows an entry with its credentials masked and its bodies as text, and the summary without them', async () => {
    const log = new RequestLog();
    const requestBody = new BodyTap();
    requestBody.take('{"query":"{ a }"}');
    const responseBody = new BodyTap();
    responseBody.take(Buffer.from('{"data":{"a":"é"}}'));
    const heard: LoggedRequest[] = [];
    log.subscribe((entry) => heard.push(summaryOf(entry)));
    log.record({
      startedAt: Date.parse('2026-11-25T00:00:00.000Z'),
      method: 'POST',
      path: '/graphql',
      rawQuery: 'a=%C3%A9',
      status: 200,
      ms: 1.5,
      operationName: 'Articles',
      credential: 'api-token:full-access',
      mock: undefined,
      requestHeaders: { authorization: 'Bearer secret-token', 'content-type': 'application/json', absent: undefined },
      requestBody,
      responseHeaders: { 'content-type': 'application/json' },
      responseBody,
    });
    const summary: LoggedRequest = {
      seq: 1,
      at: '2026-11-25T00:00:00.000Z',
      method: 'POST',
      path: '/graphql',
      query: 'a=é',
      status: 200,
      ms: 1.5,
      operationName: 'Articles',
      credential: 'api-token:full-access',
    };
    // Filed when the event loop's turn ends: listeners hear of it then.
    expect(heard).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    // A summary has no key for what the request lacked (here, a mock): the studio reads absent, not undefined.
    expect(heard.map((e) => Object.keys(e).sort())).toEqual([Object.keys(summary).sort()]);
    expect(heard).toEqual([summary]);
    expect(log.since(0)).toEqual([summary]);
    expect(log.since(1)).toEqual([]);
    expect(log.detail(1)).toEqual({
      ...summary,
      requestHeaders: { authorization: 'Bearer ••••', 'content-type': 'application/json' },
      requestBody: '{"query":"{ a }"}',
      responseHeaders: { 'content-type': 'application/json' },
      responseBody: '{"data":{"a":"é"}}',
      truncated: false,
    });
    expect(log.detail(2)).toBeNull();
  });

  it('drops the headers and bodies of older entries once newer ones fill their room, keeping their summaries', () => {
    const log = new RequestLog();
    for (let i = 1; i <= 100; i++) recordArticle(log, i, `{"n":${i},"pad":"${'p'.repeat(60 * 1024)}"}`);
    expect(log.since(0)).toHaveLength(100);
    expect(log.detail(1)).toMatchObject({ path: '/api/articles/1', detailDropped: true, responseBody: '' });
    expect(log.detail(100)).toMatchObject({
      path: '/api/articles/100',
      responseHeaders: { 'content-type': 'application/json' },
    });
    expect(log.detail(100)!.detailDropped).toBeUndefined();
    expect(JSON.parse(log.detail(100)!.responseBody).n).toBe(100);
  });

  it('keeps the last 500 entries, oldest first, and none once cleared', () => {
    const log = new RequestLog();
    for (let i = 1; i <= 1234; i++) recordArticle(log, i, '{}');
    const kept = log.since(0);
    expect(kept.map((e) => e.seq)).toEqual(Array.from({ length: 500 }, (_, i) => 735 + i));
    expect(kept[0].path).toBe('/api/articles/735');
    expect(log.since(1230).map((e) => e.path)).toEqual([
      '/api/articles/1231',
      '/api/articles/1232',
      '/api/articles/1233',
      '/api/articles/1234',
    ]);
    expect(log.since(1229.5).map((e) => e.seq)).toEqual([1230, 1231, 1232, 1233, 1234]);
    expect(log.since(-3)).toHaveLength(500);
    expect(log.since(1234)).toEqual([]);
    expect(log.detail(734)).toBeNull();
    expect(log.detail(735)).toMatchObject({ seq: 735, path: '/api/articles/735' });
    expect(log.detail(1235)).toBeNull();
    log.clear();
    expect(log.since(0)).toEqual([]);
    expect(log.detail(1234)).toBeNull();
    recordArticle(log, 1235, '{}');
    expect(log.since(0).map((e) => e.seq)).toEqual([1235]);
  });

  it('files entries in the order they came, once the turn ends or as soon as the log is read', async () => {
    const log = new RequestLog();
    const heard: number[] = [];
    log.subscribe((entry) => heard.push(entry.seq));
    recordArticle(log, 1, '{}');
    recordArticle(log, 2, '{}');
    expect(heard).toEqual([]);
    // A reader in the same turn finds them filed: the log never shows less than was answered.
    expect(log.since(0).map((e) => e.path)).toEqual(['/api/articles/1', '/api/articles/2']);
    expect(heard).toEqual([1, 2]);
    recordArticle(log, 3, '{"n":3}');
    expect(JSON.parse(log.detail(3)!.responseBody)).toEqual({ n: 3 });
    recordArticle(log, 4, '{}');
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toEqual([1, 2, 3, 4]);
    recordArticle(log, 5, '{}');
    log.clear();
    expect(log.since(0)).toEqual([]);
    expect(heard).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('isoTime', () => {
  it('is Date#toISOString, across seconds and with fractions of a millisecond', () => {
    const start = Date.UTC(2026, 10, 28, 23, 59, 58, 990);
    const times = [0, 0.4, 9.99, 10, 999.7, 1000, 1009.5, 1999.999, 2001, 86_400_000.5].map((d) => start + d);
    for (const ms of [...times, ...times.reverse()]) expect(isoTime(ms)).toBe(new Date(ms).toISOString());
  });
});
