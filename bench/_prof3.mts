export {};
import { openProject } from '../server/project.ts';
import { findWithParams } from '../test/query/find-with-params.ts';
const dir = process.argv[2];
const p = await openProject({ projectDir: dir + '/project', dbFile: dir + '/data.db', lock: false });
const all = p.db.all.bind(p.db);
const times = new Map<string, number>();
(p.db as any).all = (sql: string, params: any) => { const t = performance.now(); const r = all(sql, params); times.set(sql, (times.get(sql) ?? 0) + performance.now() - t); return r; };
for (const q of [process.argv[3]]) {
  for (let i = 0; i < 3; i++) findWithParams(p as any, 'api::article.article', q);
  times.clear();
  const t = performance.now();
  for (let i = 0; i < 10; i++) findWithParams(p as any, 'api::article.article', q);
  console.log(q, ((performance.now() - t) / 10).toFixed(2), 'ms');
  for (const [s, t] of [...times].sort((a, b) => b[1] - a[1]).slice(0, 5)) console.log('  ', (t / 10).toFixed(2), s.slice(0, 150), '...', s.slice(-200));
}
