// The mock rules as the command line, config/tessera.js and the studio write them.
import { describe, expect, it } from 'vitest';
import { MockControls } from './mock-controls.ts';
import {
  describeRule,
  errorName,
  globPattern,
  normaliseMockSettings,
  parseDelayRule,
  parseFailRule,
} from './mock-settings.ts';

describe('mock rules', () => {
  it('reads delays: fixed, a range, per method and path', () => {
    expect(parseDelayRule('300')).toEqual({ method: null, path: '*', min: 300, max: 300 });
    expect(parseDelayRule('200-800')).toEqual({ method: null, path: '*', min: 200, max: 800 });
    expect(parseDelayRule('get /api/articles*=1000ms')).toEqual({
      method: 'GET',
      path: '/api/articles*',
      min: 1000,
      max: 1000,
    });
  });

  it('reads failures with a status and an optional rate', () => {
    expect(parseFailRule('GET /api/articles*=503@10%')).toEqual({
      method: 'GET',
      path: '/api/articles*',
      status: 503,
      percent: 10,
    });
    expect(parseFailRule('/graphql=500')).toEqual({ method: null, path: '/graphql', status: 500, percent: 100 });
    expect(parseFailRule('429@2.5%')).toEqual({ method: null, path: '*', status: 429, percent: 2.5 });
  });

  it.each([
    ['800-200', 'delay', /from low to high/],
    ['fast', 'delay', /not a number of milliseconds/],
    ['GET api/x=100', 'delay', /must start with \//],
    ['GET /api=200', 'fail', /not an HTTP error status/],
    ['GET /api=503@150%', 'fail', /between 0% and 100%/],
    ['GET /api=oops', 'fail', /expected \[METHOD \]PATH=STATUS/],
  ])('refuses %s (%s) with a reason', (text, kind, reason) => {
    expect(() => (kind === 'delay' ? parseDelayRule(text) : parseFailRule(text))).toThrow(reason);
  });

  it('takes the written form of config/tessera.js and the studio: strings or objects, one or a list', () => {
    expect(
      normaliseMockSettings({
        delay: { path: '/api/*', min: 5, max: 10 },
        fail: ['POST /api/*=500', { method: 'get', path: '/graphql', status: 502, percent: 20 }],
        seed: 3,
      }),
    ).toEqual({
      enabled: true,
      delay: [{ method: null, path: '/api/*', min: 5, max: 10 }],
      fail: [
        { method: 'POST', path: '/api/*', status: 500, percent: 100 },
        { method: 'GET', path: '/graphql', status: 502, percent: 20 },
      ],
      seed: 3,
    });
    expect(() => normaliseMockSettings({ delays: 3 })).toThrow('unknown mock setting "delays"');
    expect(() => normaliseMockSettings({ enabled: 'yes' })).toThrow('enabled must be true or false');
  });

  it('writes rules back in their command-line form', () => {
    for (const text of ['GET /api/articles*=503@10%', '/graphql=500'])
      expect(describeRule(parseFailRule(text))).toBe(text);
    expect(describeRule(parseDelayRule('200-800'))).toBe('*=200-800');
  });

  it('names statuses as http-errors (and so Strapi) does', () => {
    expect([400, 404, 418, 429, 500, 503, 504].map(errorName)).toEqual([
      'BadRequestError',
      'NotFoundError',
      'ImATeapotError',
      'TooManyRequestsError',
      'InternalServerError',
      'ServiceUnavailableError',
      'GatewayTimeoutError',
    ]);
  });

  it('matches paths by glob, * across slashes and ? for one character', () => {
    expect(globPattern('/api/articles*').test('/api/articles/3')).toBe(true);
    expect(globPattern('/api/tag?').test('/api/tags')).toBe(true);
    expect(globPattern('/api/tag?').test('/api/tags/1')).toBe(false);
    expect(globPattern('/api/(x)').test('/api/(x)')).toBe(true);
  });
});

describe('mock decisions', () => {
  const statuses = (controls: MockControls, n: number) =>
    Array.from({ length: n }, () => controls.decide('GET', '/api/articles')?.fail?.status ?? 200);

  it('repeat with a seed from the moment the settings are set', () => {
    const settings = normaliseMockSettings({ fail: 'GET /api/*=503@50%', delay: '10-90', seed: 42 });
    const one = new MockControls(settings);
    const first = statuses(one, 40);
    expect(first).toContain(503);
    expect(first).toContain(200);
    expect(statuses(new MockControls(settings), 40)).toEqual(first);
    one.set(settings);
    expect(statuses(one, 40)).toEqual(first);
  });

  it('apply by method and path, and not at all when switched off', () => {
    const controls = new MockControls(normaliseMockSettings({ fail: 'POST /api/*=500', delay: 'GET /api/*=5' }));
    expect(controls.decide('POST', '/api/tags')).toEqual({
      delayMs: 0,
      fail: expect.objectContaining({ status: 500 }),
    });
    expect(controls.decide('GET', '/api/tags')).toEqual({ delayMs: 5, fail: null });
    expect(controls.decide('GET', '/graphql')).toBeNull();
    controls.set({ ...controls.settings, enabled: false });
    expect(controls.decide('POST', '/api/tags')).toBeNull();
  });
});
