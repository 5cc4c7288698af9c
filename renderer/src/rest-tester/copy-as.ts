// A request as a shell `curl` command or as a `fetch` call, to paste into a terminal or an app.
export interface RequestSpec {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export function toCurl(r: RequestSpec): string {
  const parts = [`curl${r.method === 'GET' ? '' : ` -X ${r.method}`} ${shellQuote(r.url)}`];
  for (const [k, v] of Object.entries(r.headers)) parts.push(`-H ${shellQuote(`${k}: ${v}`)}`);
  if (r.body !== undefined) parts.push(`--data-raw ${shellQuote(r.body)}`);
  return parts.join(' \\\n  ');
}

export function toFetch(r: RequestSpec): string {
  const init: string[] = [];
  if (r.method !== 'GET') init.push(`  method: ${JSON.stringify(r.method)},`);
  if (Object.keys(r.headers).length) {
    init.push('  headers: {');
    for (const [k, v] of Object.entries(r.headers)) init.push(`    ${JSON.stringify(k)}: ${JSON.stringify(v)},`);
    init.push('  },');
  }
  if (r.body !== undefined) init.push(`  body: JSON.stringify(${r.body}),`);
  const call = init.length
    ? `fetch(${JSON.stringify(r.url)}, {\n${init.join('\n')}\n})`
    : `fetch(${JSON.stringify(r.url)})`;
  return `const res = await ${call};\nconst json = await res.json();`;
}
