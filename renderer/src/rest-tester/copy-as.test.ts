import { describe, expect, it } from 'vitest';
import { toCurl, toFetch } from './copy-as.ts';

describe('copy as', () => {
  const get = {
    method: 'GET',
    url: "http://127.0.0.1:1337/api/articles?filters[title][$eq]=it's",
    headers: { Authorization: 'Bearer abc' },
  };
  const put = {
    method: 'PUT',
    url: 'http://127.0.0.1:1337/api/articles/1',
    headers: { 'Content-Type': 'application/json' },
    body: '{"data":{"title":"x"}}',
  };

  it('writes curl with shell quoting', () => {
    expect(toCurl(get)).toBe(
      "curl 'http://127.0.0.1:1337/api/articles?filters[title][$eq]=it'\\''s' \\\n  -H 'Authorization: Bearer abc'",
    );
    expect(toCurl(put)).toBe(
      'curl -X PUT \'http://127.0.0.1:1337/api/articles/1\' \\\n  -H \'Content-Type: application/json\' \\\n  --data-raw \'{"data":{"title":"x"}}\'',
    );
  });

  it('writes fetch', () => {
    expect(toFetch({ method: 'GET', url: 'http://x/api/tags', headers: {} })).toBe(
      'const res = await fetch("http://x/api/tags");\nconst json = await res.json();',
    );
    expect(toFetch(put)).toContain(
      'method: "PUT",\n  headers: {\n    "Content-Type": "application/json",\n  },\n  body: JSON.stringify({"data":{"title":"x"}}),',
    );
  });
});
