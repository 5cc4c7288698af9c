// Scalar literals and variables (Time, Long, DateTime, Date, Int, Float) answered as Strapi 4.26.2
// answered the same requests: status, message and code (recorded in __fixtures__/awkward).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AWKWARD_FIXTURE, startApp, type TestApp } from '../../test/helpers/test-app.ts';
import { TimeScalar } from './scalars.ts';

type Recorded = [
  query: string,
  variables: Record<string, unknown> | null,
  status: number,
  message: string | null,
  code: string | null,
];
const { cases } = JSON.parse(readFileSync(join(AWKWARD_FIXTURE, 'scalar-errors.json'), 'utf8')) as {
  cases: Recorded[];
};

let server: TestApp;
let token: string;

beforeAll(async () => {
  server = await startApp({ fixture: AWKWARD_FIXTURE });
  token = await server.token('full-access');
});
afterAll(() => server.close());

describe('scalar literals and variables', () => {
  it.each(cases)('%s %j', async (query, variables, status, message, code) => {
    const r = await server.gql(query, { token, variables: variables ?? undefined });
    expect({
      status: r.status,
      message: r.body.errors?.[0]?.message ?? null,
      code: r.body.errors?.[0]?.extensions?.code ?? null,
    }).toEqual({ status, message, code });
  });
});

describe('Time output', () => {
  it('is HH:mm:ss.SSS whatever the engine read back (PostgreSQL drops zero milliseconds)', () => {
    expect(TimeScalar.serialize('22:30:00')).toBe('22:30:00.000');
    expect(TimeScalar.serialize('08:30:00.5')).toBe('08:30:00.500');
    expect(TimeScalar.serialize('08:30:00.125')).toBe('08:30:00.125');
  });
});
