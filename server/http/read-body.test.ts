// Bodies as Strapi's body parser (koa-body over co-body, strict JSON) reads them.
import { describe, expect, it } from 'vitest';
import { TesseraError } from '../errors.ts';
import { APOLLO_BODY, readBody, STRAPI_BODY, type BodyParser } from './read-body.ts';

const json = (body: string, parser?: BodyParser) =>
  readBody({ headers: { 'content-type': 'application/json' }, body }, 1024, parser);
const typed = (type: string, parser: BodyParser) =>
  readBody({ headers: { 'content-type': type }, body: '{"a":1}' }, 1024, parser);

describe('readBody', () => {
  it('refuses JSON that is not an object or an array before parsing it, as a plain Error', async () => {
    for (const body of ['1', '"text"', 'null', 'true', ' ', 'not json', '\u00a0{}']) {
      const err = await json(body).catch((e: unknown) => e);
      expect(err, JSON.stringify(body)).toBeInstanceOf(TesseraError);
      expect(err).toMatchObject({
        name: 'Error',
        status: 400,
        message: 'invalid JSON, only supports object and array',
      });
      expect((err as TesseraError).details).toBeUndefined();
    }
  });

  it('parses an object or an array after the whitespace JSON allows', async () => {
    expect(await json(' \t\r\n{"data":{"a":1}}')).toEqual({ data: { a: 1 } });
    expect(await json('\n[1]')).toEqual([1]);
    expect(await json('')).toBeUndefined();
  });

  it('answers JSON that does not parse with the SyntaxError JSON.parse names', async () => {
    await expect(json('{bad')).rejects.toMatchObject({ name: 'SyntaxError', status: 400 });
  });

  it("reads as JSON only the media types each of Strapi's parsers reads", async () => {
    for (const type of ['application/json; charset=utf-8', 'application/vnd.api+json', 'application/csp-report'])
      expect(await typed(type, STRAPI_BODY), type).toEqual({ a: 1 });
    for (const type of ['application/ld+json', 'application/scim+json', 'text/json', 'text/plain'])
      expect(await typed(type, STRAPI_BODY), type).toBeUndefined();
    // Apollo's parser, on GraphQL's endpoint, also reads SCIM's type and names the strict refusal otherwise.
    expect(await typed('application/scim+json', APOLLO_BODY)).toEqual({ a: 1 });
    await expect(json('1', APOLLO_BODY)).rejects.toMatchObject({ name: 'SyntaxError', status: 400 });
  });
});
