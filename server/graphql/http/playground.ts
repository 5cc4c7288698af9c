// `GET /graphql` from a browser: the studio's bundled, offline GraphiQL page (dist/renderer/graphiql.html)
// when the studio is built; otherwise a small page that says how to build it and still runs queries.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../package-root.ts';
import type { Reply } from '../../http/router.ts';
import { pageUnderBase } from '../../http/static-file.ts';

const GRAPHIQL = join(packageRoot, 'dist', 'renderer', 'graphiql.html');

/** Whether the client prefers HTML to JSON (Apollo's rule: the first of the two its Accept header ranks). */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranked = accept
    .split(',')
    .map((part, i) => {
      const [type, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { type: type.trim(), q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((x) => x.q > 0 && (x.type === 'text/html' || x.type === 'application/json'))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked[0]?.type === 'text/html';
}

/** `endpoint` as the browser reaches it, under the path Tessera is mounted at (`basePath`). */
export function playgroundReply(endpoint: string, basePath = ''): Reply {
  const html = existsSync(GRAPHIQL)
    ? pageUnderBase(readFileSync(GRAPHIQL, 'utf8'), basePath)
    : missingBuildPage(endpoint);
  return { status: 200, body: html, headers: { 'content-type': 'text/html; charset=utf-8' } };
}

function missingBuildPage(endpoint: string): string {
  const url = JSON.stringify(endpoint);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tessera GraphQL</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:52rem;padding:0 1rem}textarea,pre{width:100%;box-sizing:border-box;font:13px ui-monospace,monospace}textarea{height:12rem}pre{background:#f4f4f5;padding:1rem;overflow:auto;min-height:6rem}</style>
</head><body>
<h1>GraphQL endpoint</h1>
<p>The GraphiQL playground comes with the studio build, which is missing. Run <code>npm run build</code> and reload this page.</p>
<p>Meanwhile, queries can be sent from here (add an API token to read private content):</p>
<p><input id="token" placeholder="Bearer token (optional)" style="width:100%"></p>
<textarea id="query">{ __schema { queryType { name } } }</textarea>
<p><button id="run">Run</button></p>
<pre id="result"></pre>
<script>
document.getElementById('run').onclick = async () => {
  const headers = { 'content-type': 'application/json' };
  const token = document.getElementById('token').value.trim();
  if (token) headers.authorization = 'Bearer ' + token.replace(/^Bearer\\s+/i, '');
  const res = await fetch(${url}, { method: 'POST', headers, body: JSON.stringify({ query: document.getElementById('query').value }) });
  document.getElementById('result').textContent = JSON.stringify(await res.json(), null, 2);
};
</script>
</body></html>`;
}
